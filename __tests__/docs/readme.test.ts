/** @jest-environment node */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Issue 14: the README shows the first screen of the top page and of an article, desktop and
// phone, committed under docs/, each at most 300 KB (renewed by `npm run screenshots -- --readme`).
const README_MAX_BYTES = 300 * 1024;
const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
const pictures = [...readme.matchAll(/!\[[^\]]*\]\((docs\/screenshots\/[^)]+)\)/g)].map((match) => match[1] as string);

describe('README pictures', () => {
  it('shows the top page and an article on desktop and phone', () => {
    expect(pictures.sort()).toEqual(['article-desktop', 'article-phone', 'top-desktop', 'top-phone'].map((name) => `docs/screenshots/${name}.jpg`));
  });

  it.each(pictures)('%s is committed and at most 300 KB', (picture) => {
    expect(statSync(path.join(process.cwd(), picture)).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });
});
