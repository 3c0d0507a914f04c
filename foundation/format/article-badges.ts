/** An article is NEW for this long after it was published (the reader's "today's news"). */
export const NEW_ARTICLE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The topic category of video articles (spec: category 33 `videos`, 動画). */
export const VIDEO_CATEGORY_CODE = 'videos';

/**
 * Whether an article published at `publishedAt` is NEW at `now`: published at most 24 hours
 * before (exactly 24 hours still counts). A date in the future (not yet public, or a clock out of
 * step) or a date that is not one is never NEW.
 */
export function isNewArticle(publishedAt: string, now: Date): boolean {
  const published = Date.parse(publishedAt);
  const age = now.getTime() - published;
  return Number.isFinite(age) && age >= 0 && age <= NEW_ARTICLE_WINDOW_MS;
}

/**
 * Whether an article is a video article: the article cards carry `isVideoArticle`; the article
 * detail does not, and says so by the 動画 topic category (`videos`) among its categories.
 */
export function isVideoArticle(article: { isVideoArticle?: boolean; categories?: readonly { code: string }[] }): boolean {
  return article.isVideoArticle === true || (article.categories ?? []).some((category) => category.code === VIDEO_CATEGORY_CODE);
}
