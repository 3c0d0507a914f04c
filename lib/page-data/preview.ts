import { isUrlId } from '@/foundation/validation/text-patterns';
import { isApiError } from '@/api-clients/api-error';
import type { ArticleDetail } from '@/api-clients/schemas/article';
import type { ArticleCard } from '@/api-clients/schemas/common';
import { toJstYearMonth } from '@/foundation/format/date';
import { log } from '@/foundation/logging/logger';
import { denied, notFound, props } from '@/lib/page-data/results';
import type { PageDataContext, PageDataFunction, PageDataResult } from '@/lib/page-data/types';
import { paths } from '@/foundation/paths';
import { normalisePreviewPath } from '@/foundation/paths/preview';
import { previewTokenExpiry, verifyPreviewToken } from '@/lib/preview/token';
import { safeHref } from '@/foundation/site/safe-url';
import { buildBreadcrumb, toArticleView } from './article';
import { loadArticleBanners } from './banners';
import { getPageFrame, type PageFrame } from './page-frame';
import { orFallback } from './secondary';
import { loadLinkedGames } from './linked-game';
import {
  COLLECTION_FALLBACK_TITLE,
  COLLECTION_RELATED_SIZE,
  isMatomeDirectoryName,
  loadCollectionArticle,
  specialArticlePath,
  toCollectionCard,
  type CollectionArticleData,
  type SpecialArticlePageProps,
} from './special';

/**
 * Editors' previews (spec §2, §6; docs/decisions/007-previews.md): unpublished articles and saved
 * versions, rendered as readers will see them, for holders of a signed link only. Every answer is
 * private and noindex (the PREVIEW group is `isPrivate`); the ad page type is PREVIEW.
 */

/** A saved version in a preview URL: 1 to 999999999, no leading zero. */
const VERSION = /^[1-9]\d{0,8}$/;

export function isPreviewVersion(value: string): boolean {
  return VERSION.test(value);
}

/** What the preview bar tells the editor about what they are looking at. */
export interface PreviewInfo {
  /** The preview's own address, what its token signs, normalised (no query, a trailing slash), e.g. `/preview/article/123456/2/`. */
  path: string;
  /** This request's token, kept in the preview's own links (its body pages). */
  token: string;
  /** When the link stops working (ISO). */
  expiresAt: string;
  /** The saved version shown, or null for the latest. */
  version: string | null;
  /** Where readers will find the article once it is published. */
  publicPath: string;
  /** Publication lies in the future: readers cannot see it yet. */
  isScheduled: boolean;
  /** Readers of the public page are sent here instead (already checked by safeHref). */
  redirectUrl: string | null;
}

/** Every preview carries the article page's banners (CollectionArticleData), as readers will see them. */
interface PreviewPageProps extends PageFrame, CollectionArticleData {
  adUnitsType: 'PREVIEW';
  preview: PreviewInfo;
}

export type PreviewArticlePageProps = PreviewPageProps;

export interface PreviewSpecialPageProps extends PreviewPageProps {
  collection: SpecialArticlePageProps['collection'];
  /** Other (published) articles of the collection. */
  collectionArticles: ArticleCard[];
}

/** Reads PREVIEW_SECRET when a request arrives; previews are off (404) without one. */
export type PreviewSecretReader = () => string | undefined;

type PreviewAccess = { granted: true; path: string; token: string; expiresAt: Date } | { granted: false; result: PageDataResult<never> };

/**
 * The gate in front of every preview, before any content is read: no secret configured → 404
 * (previews are off); a missing, malformed, tampered, other-path or expired token → 401.
 */
export function checkPreviewAccess(context: Pick<PageDataContext, 'routePath' | 'preview' | 'now' | 'requestPath'>, secret: string | undefined): PreviewAccess {
  if (!secret) return { granted: false, result: notFound() };
  const path = normalisePreviewPath(context.requestPath);
  // The request context carries the link's token on editors-only routes (request-context.ts).
  const token = context.preview?.token;
  const status = token === undefined ? 'missing' : verifyPreviewToken(token, path, secret, context.now);
  if (status !== 'valid' || token === undefined) {
    // Never the token itself: a log line must not open the preview.
    log('warn', 'preview-denied', { routePath: context.routePath, path, reason: status });
    return { granted: false, result: denied(401) };
  }
  return { granted: true, path, token, expiresAt: previewTokenExpiry(token) as Date };
}

function previewInfo(access: { path: string; token: string; expiresAt: Date }, article: ArticleDetail, publicPath: string, version: string | undefined, now: Date): PreviewInfo {
  return {
    path: access.path,
    token: access.token,
    expiresAt: access.expiresAt.toISOString(),
    version: version ?? null,
    publicPath,
    isScheduled: Date.parse(article.publishedAt) > now.getTime(),
    redirectUrl: safeHref(article.redirectUrl),
  };
}

/** The article source's 404 is the page's 404; any other failure is the 502/504 error page. */
async function readPreviewArticle(load: () => Promise<ArticleDetail>): Promise<ArticleDetail | null> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return null;
    throw error;
  }
}

/**
 * `/preview/article/{articleId}/` and `/preview/article/{articleId}/{version}/`: the article
 * (published or not, or one saved version) exactly as the article page shows it.
 */
export function createPreviewArticlePageData(readSecret: PreviewSecretReader): PageDataFunction<PreviewArticlePageProps> {
  return async (context) => {
    const access = checkPreviewAccess(context, readSecret());
    if (!access.granted) return access.result;
    const { params, query, fetchSource, device, now, adPageType } = context;
    const { articleId = '', version } = params;
    if (!isUrlId(articleId) || (version !== undefined && !isPreviewVersion(version))) return notFound();

    // The page frame never rejects (each part degrades), so it can start before the article.
    const framePromise = getPageFrame({ fetchSource, device, now, adPageType });
    const article = await readPreviewArticle(() => fetchSource('articleDetail', { articleId, preview: 'true', version }));
    if (!article) return notFound();
    const publicationDate = toJstYearMonth(article.publishedAt);
    const [frame, linkedGames, articleBanners] = await Promise.all([
      framePromise,
      loadLinkedGames(fetchSource, article.items, adPageType),
      // The article page's jacks and banners, as readers will see them around the article.
      loadArticleBanners({ fetchSource, device, now, adPageType }),
    ]);

    return props({
      adUnitsType: 'PREVIEW',
      preview: previewInfo(access, article, paths.article(publicationDate, articleId), version, now),
      articleDetailData: toArticleView(article, publicationDate, query.page, adPageType),
      breadcrumbPropsData: buildBreadcrumb(article),
      linkedGames,
      articleBanners,
      ...frame,
    });
  };
}

/**
 * `/preview/special/{dir}/`, `/preview/special/{dir}/{articleId}/` and `…/{articleId}/{version}/`:
 * an article inside a collection, read by its special path (`pathArticleDetail`; the collection's
 * own path is its lead article, an unpublished one first), shown as the collection's article page.
 */
export function createPreviewSpecialPageData(readSecret: PreviewSecretReader): PageDataFunction<PreviewSpecialPageProps> {
  return async (context) => {
    const access = checkPreviewAccess(context, readSecret());
    if (!access.granted) return access.result;
    const { params, query, fetchSource, device, now, adPageType } = context;
    const { matomeDirectoryName: directoryName = '', articleId, version } = params;
    if (
      !isMatomeDirectoryName(directoryName) ||
      (articleId !== undefined && !isUrlId(articleId)) ||
      (version !== undefined && !isPreviewVersion(version))
    ) {
      return notFound();
    }

    // Secondary blocks load beside the article; each degrades on failure and never rejects.
    const detailPromise = orFallback(fetchSource('matomeDetail', { directoryName }), null);
    const listPromise = orFallback(fetchSource('matomeArticles', { directoryName, limit: COLLECTION_RELATED_SIZE + 1 }), null);
    const framePromise = getPageFrame({ fetchSource, device, now, adPageType });
    const path = articleId === undefined ? paths.special(directoryName) : specialArticlePath(directoryName, articleId);
    const article = await readPreviewArticle(() => fetchSource('pathArticleDetail', { path, preview: 'true', version }));
    if (!article) return notFound();

    const detail = await detailPromise;
    const collection = { directoryName, title: detail?.title ?? COLLECTION_FALLBACK_TITLE, isPr: detail?.isPr ?? false };
    const shownId = String(article.articleId);
    const [frame, list, articleData] = await Promise.all([
      framePromise,
      listPromise,
      loadCollectionArticle({ fetchSource, device, now, adPageType }, article, { path: paths.special(directoryName), code: directoryName, nameJa: collection.title }, query.page),
    ]);

    return props({
      adUnitsType: 'PREVIEW',
      preview: previewInfo(access, article, specialArticlePath(directoryName, shownId), version, now),
      collection,
      ...articleData,
      collectionArticles: (list?.data ?? [])
        .filter((card) => card.id !== shownId)
        .slice(0, COLLECTION_RELATED_SIZE)
        .map((card) => toCollectionCard(card, directoryName)),
      ...frame,
    });
  };
}
