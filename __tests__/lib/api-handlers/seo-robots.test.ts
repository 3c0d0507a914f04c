/** @jest-environment node */
import { handleRobotsRequest } from '@/lib/api-handlers/seo-robots';

describe('/robots.txt', () => {
  const response = handleRobotsRequest();

  it('is text/plain, cacheable by a CDN', () => {
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['Cache-Control']).toMatch(/^public, .*s-maxage=\d+/);
  });

  it('allows all, disallows /api/ and /preview/, and names the sitemap index by the configured site URL', () => {
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /preview/']));
    expect(lines).toContain('Sitemap: https://playnote.test/sitemap.xml');
  });
});
