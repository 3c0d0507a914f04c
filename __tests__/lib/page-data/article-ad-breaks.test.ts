/** @jest-environment node */
import { articleAdBreaks } from '@/ads/article-ad-placement';
import { toArticleView } from '@/lib/page-data/article';
import { findArticle } from '../../support/content-api';

describe('the article view carries where the body puts its article-ad slots (adBreaks)', () => {
  const { record, detail } = findArticle(
    (_record, candidate) => candidate.isDisplayAd && candidate.content.length > 1 && candidate.content.every((page) => articleAdBreaks(page.contents).length > 0),
  );

  it.each([1, 2])('body page %i: the placement rule over that page’s blocks', (page) => {
    const view = toArticleView(detail, record.yearMonth, String(page), 'ARTICLE_DETAIL');
    expect(view.adBreaks).toEqual(articleAdBreaks(detail.content[page - 1]?.contents ?? []));
    expect(view.adBreaks.length).toBeGreaterThan(0);
    for (const index of view.adBreaks) expect(view.blocks[index]?.type).toBe('STRING');
  });

  it('none when the article turns ads off (isDisplayAd false, spec §3)', () => {
    const view = toArticleView({ ...detail, isDisplayAd: false }, record.yearMonth, '1', 'ARTICLE_DETAIL');
    expect(view.adBreaks).toEqual([]);
    expect(view.blocks.length).toBeGreaterThan(0);
  });

  it('the same breaks on a preview (the body is the same)', () => {
    expect(toArticleView(detail, record.yearMonth, '1', 'PREVIEW').adBreaks).toEqual(toArticleView(detail, record.yearMonth, '1', 'ARTICLE_DETAIL').adBreaks);
  });
});
