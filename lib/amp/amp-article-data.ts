import type { AmpAdSpace } from '@/api-clients/schemas/ads';
import { notFound, props, redirect } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { buildBreadcrumb, lookUpArticle, toArticleView, type ArticleView, type Breadcrumb } from '@/lib/page-data/article';
import { orFallback } from '@/lib/page-data/secondary';
import { isDigitsOnly } from '@/foundation/validation/text-patterns';
import { AMP_AD_PAGE_TYPE, planAmpAds, type AmpAdPlan } from './amp-ads';
import { readAmpGaId } from './amp-analytics';
import { ampArticlePagePath } from '@/foundation/paths/amp';

/** What the AMP twin of an article renders. */
export interface AmpArticleProps {
  /** The same view of the article as the canonical page: current body page, TOC, page count. */
  article: ArticleView;
  breadcrumb: Breadcrumb;
  /** amp-ad slots by placement; empty when the article turns ads off. */
  ads: AmpAdPlan;
  /** GA4 measurement id for amp-analytics, read from the server's environment; null: no amp-analytics. */
  gaId: string | null;
  /** The request's clock (ISO): a live article's update times show the date when not today. */
  renderedAt: string;
}

/** What the AMP document renders: the page data with the spec's `isAmp` flag the pipeline adds from the route record. */
export type AmpDocumentProps = AmpArticleProps & { isAmp: boolean };

/** The `?page=` of a request as it may be carried into a redirect: a plain page number above 1, or nothing. */
function carriedPage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && isDigitsOnly(value) && value.length <= 6 ? Number(value) : 1;
}

/**
 * `/article/amp/{publicationDate}/{articleId}/`: the AMP twin of an article. The same URL rules as
 * the canonical page (lookUpArticle: 404 for malformed or unknown, redirectUrl honoured, a wrong
 * month redirects permanently, here to the right AMP address), `?page=N` clamped as there
 * (toArticleView). The AMP ad space is secondary: on failure the page has no ads; it is not even
 * asked for when the article turns ads off.
 */
export const getAmpArticlePageData: PageDataFunction<AmpArticleProps> = async ({ params, query, fetchSource, adPageType, now }) => {
  const lookup = await lookUpArticle(params, fetchSource, (publicationDate, articleId) =>
    ampArticlePagePath(publicationDate, articleId, carriedPage(query.page)),
  );
  if (lookup.kind === 'notFound') return notFound();
  if (lookup.kind === 'redirect') return redirect(lookup.destination, lookup.permanent);

  const { article, publicationDate } = lookup;
  const space: AmpAdSpace | null = article.isDisplayAd ? await orFallback(fetchSource('ampAdspace', { pageType: AMP_AD_PAGE_TYPE }), null) : null;
  return props({
    article: toArticleView(article, publicationDate, query.page, adPageType),
    breadcrumb: buildBreadcrumb(article),
    ads: planAmpAds(space, article),
    gaId: readAmpGaId(),
    renderedAt: now.toISOString(),
  });
};
