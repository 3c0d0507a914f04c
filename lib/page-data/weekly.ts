import { isUrlId } from '@/foundation/validation/text-patterns';
import { isApiError } from '@/api-clients/api-error';
import type { ArticleDetail } from '@/api-clients/schemas/article';
import type { WeeklyPart } from '@/api-clients/schemas/site';
import { notFound, props, redirect } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { getPageFrame, type PageFrame } from './page-frame';
import { orFallback } from './secondary';
import { loadCollectionArticle, type CollectionArticleData } from './special';
import { toWeeklyMagazineView, type WeeklyMagazineView } from './weekly-issue';
import { WEEKLY_MAGAZINE_CATEGORY_CODE, WEEKLY_MAGAZINE_CODE, WEEKLY_MAGAZINE_NAME, weeklyPaths } from '@/foundation/paths/weekly';

export { WEEKLY_MAGAZINE_CATEGORY_CODE, WEEKLY_MAGAZINE_CODE, WEEKLY_MAGAZINE_NAME, weeklyIssueTitle, weeklyPaths } from '@/foundation/paths/weekly';

// ── /special/content/weeklyplaynote/ ──

export interface WeeklyPageProps extends PageFrame {
  adUnitsType: 'LIST';
  /** The current issue, its parts and its newest back issues, trimmed (weekly-issue.ts). */
  weeklyPart: WeeklyMagazineView;
}

/**
 * `/special/content/weeklyplaynote/`: the current issue, its parts, its back issues and where to
 * buy them. The magazine source is the page's main source.
 */
export const getWeeklyPageData: PageDataFunction<WeeklyPageProps> = async ({ fetchSource, device, now, adPageType }) => {
  const framePromise = getPageFrame({ fetchSource, device, now, adPageType });
  let weeklyPart: WeeklyPart;
  try {
    weeklyPart = await fetchSource('weeklyPlaynotePart', {});
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound();
    throw error;
  }
  return props({ adUnitsType: 'LIST', weeklyPart: toWeeklyMagazineView(weeklyPart, adPageType), ...(await framePromise) });
};

// ── /special/content/weeklyplaynote/{articleId}/ ──

export interface WeeklyPartPageProps extends PageFrame, CollectionArticleData {
  adUnitsType: 'ARTICLE_DETAIL';
  /** The current issue, or null when it could not be loaded. */
  issue: WeeklyPart['issue'] | null;
  /** The current issue's other parts. */
  otherParts: WeeklyPart['parts'];
}

/** A part of the magazine: one of the current issue's parts, or an article of the magazine's category. */
export function isWeeklyPart(article: Pick<ArticleDetail, 'articleId' | 'mainCategories' | 'subCategories'>, weeklyPart: WeeklyPart | null): boolean {
  const articleId = String(article.articleId);
  if (weeklyPart?.parts.some((part) => part.id === articleId)) return true;
  return [...article.mainCategories, ...article.subCategories].some((category) => category.code === WEEKLY_MAGAZINE_CATEGORY_CODE);
}

/**
 * `/special/content/weeklyplaynote/{articleId}/`: one part of the magazine shown as an article
 * (`articleDetail` by id). Any other article is not a part: 404.
 */
export const getWeeklyPartPageData: PageDataFunction<WeeklyPartPageProps> = async ({ params, query, fetchSource, device, now, adPageType }) => {
  const articleId = params.articleId ?? '';
  if (!isUrlId(articleId)) return notFound();

  const weeklyPromise = orFallback(fetchSource('weeklyPlaynotePart', {}), null);
  const framePromise = getPageFrame({ fetchSource, device, now, adPageType });

  let article: ArticleDetail;
  try {
    article = await fetchSource('articleDetail', { articleId });
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound();
    throw error;
  }
  if (article.redirectUrl) return redirect(article.redirectUrl);
  const weeklyPart = await weeklyPromise;
  if (!isWeeklyPart(article, weeklyPart)) return notFound();

  const [frame, articleData] = await Promise.all([
    framePromise,
    loadCollectionArticle({ fetchSource, device, now, adPageType }, article, { path: weeklyPaths.index(), code: WEEKLY_MAGAZINE_CODE, nameJa: WEEKLY_MAGAZINE_NAME }, query.page),
  ]);
  return props({
    adUnitsType: 'ARTICLE_DETAIL',
    issue: weeklyPart?.issue ?? null,
    otherParts: (weeklyPart?.parts ?? []).filter((part) => part.id !== articleId),
    ...articleData,
    ...frame,
  });
};
