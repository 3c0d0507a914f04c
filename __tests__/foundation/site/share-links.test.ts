/** @jest-environment node */
import { buildShareLinks, type ShareLink } from '@/foundation/site/share-links';

const PAGE_URL = 'https://playnote.test/article/202607/123/?page=2&utm=a b';
const TITLE = '「ゼルダの伝説」新作発表 & 発売日 #1?';

function linkFor(links: ShareLink[], service: ShareLink['service']): URL {
  const link = links.find((candidate) => candidate.service === service);
  if (!link) throw new Error(`no ${service} link`);
  return new URL(link.href);
}

describe('buildShareLinks', () => {
  const links = buildShareLinks(PAGE_URL, TITLE);

  it('offers X, Facebook, LINE and はてな in that order', () => {
    expect(links.map((link) => link.service)).toEqual(['x', 'facebook', 'line', 'hatena']);
    expect(links.find((link) => link.service === 'hatena')?.label).toContain('はてな');
  });

  it.each([
    ['x', 'x.com', 'url', 'text'],
    ['facebook', 'www.facebook.com', 'u', null],
    ['line', 'social-plugins.line.me', 'url', null],
    ['hatena', 'b.hatena.ne.jp', 'url', 'title'],
  ] as const)('%s link goes to %s with the page URL in %s and the title in %s', (service, host, urlParam, titleParam) => {
    const url = linkFor(links, service);
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe(host);
    expect(url.searchParams.get(urlParam)).toBe(PAGE_URL);
    if (titleParam) expect(url.searchParams.get(titleParam)).toBe(TITLE);
  });

  it.each(['x', 'facebook', 'line', 'hatena'] as const)(
    '%s link encodes the URL and title so they cannot add or break query parameters',
    (service) => {
      const href = links.find((link) => link.service === service)?.href ?? '';
      expect(href).toContain(encodeURIComponent(PAGE_URL));
      expect(href).not.toContain(PAGE_URL);
      expect(href).not.toContain(' ');
      expect(href).not.toContain('#');
      expect(new URL(href).searchParams.has('utm')).toBe(false);
    },
  );
});
