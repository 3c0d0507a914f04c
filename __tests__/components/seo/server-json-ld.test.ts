/**
 * @jest-environment node
 */
// On the server (no window) the builders are there; the browser case is in page-json-ld.test.tsx.
import * as jsonLd from '@/components/seo/json-ld';
import { serverJsonLdBuilders } from '@/components/seo/server-json-ld';
import { serverJsonLdTexts } from '@/components/seo/page-json-ld';

describe('structured data on the server', () => {
  it('has the JSON-LD builders', () => {
    expect(serverJsonLdBuilders?.breadcrumbListJsonLd).toBe(jsonLd.breadcrumbListJsonLd);
  });

  it('builds each block of the recipe as escaped script text, skipping nulls', () => {
    const list = jsonLd.breadcrumbListJsonLd([{ name: '</script>' }], '/category/news/page/1/');
    const texts = serverJsonLdTexts((ld) => [ld.breadcrumbListJsonLd([{ name: '</script>' }], '/category/news/page/1/'), null, ld.webSiteJsonLd()]);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe(jsonLd.serializeJsonLd(list));
    expect(texts[0]).not.toContain('</script>');
    expect(JSON.parse(texts[1]!)).toMatchObject({ '@type': 'WebSite' });
  });
});
