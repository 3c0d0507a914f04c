import { buildRobotsTxt } from '@/lib/feeds/robots';

describe('robots.txt', () => {
  const text = buildRobotsTxt('https://playnote.test/sitemap.xml');
  const lines = text.split('\n');

  it('allows every crawler everywhere but the API and previews', () => {
    expect(lines.slice(0, 4)).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /preview/']);
  });

  it('announces the sitemap index by its absolute URL', () => {
    expect(lines).toContain('Sitemap: https://playnote.test/sitemap.xml');
  });

  it('ends with a line break', () => {
    expect(text.endsWith('\n')).toBe(true);
  });
});
