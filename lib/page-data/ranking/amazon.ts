import { withAffiliateTag } from '@/ads/amazon-affiliate';
import { isApiError } from '@/api-clients/api-error';
import type { AmazonGenre, AmazonRanking, AmazonRankingRow } from '@/api-clients/schemas/ranking';
import { notFound, props } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { getListlessPageFrame, type ListlessPageFrame } from '../page-frame';
import { AMAZON_GENRE_PAGES } from '@/foundation/paths/ranking';

/** Rows asked of the source for each genre. */
export const AMAZON_RANKING_SIZE = 20;

/** One row as the page renders it (trimmed from the source's row). */
export type AmazonRankingItem = Pick<
  AmazonRankingRow,
  'ranking' | 'title' | 'categoryName' | 'thumbnailUrlMedium' | 'releaseDate' | 'price' | 'lowestPrice' | 'amazonUrl'
>;

export interface AmazonRankingPageProps extends ListlessPageFrame {
  adUnitsType: 'LIST';
  genre: AmazonGenre;
  /** 集計期間 of the genre's rows (one hour), or null when the genre has no rows. */
  countingWindow: { start: string; end: string } | null;
  items: AmazonRankingItem[];
}

/** Which genre a route shows: `/ranking/amazon/` is ゲーム, `/ranking/amazon/{slug}/` the others; null for anything else. */
export function amazonGenreOf(slug: string | undefined): AmazonGenre | null {
  if (slug === undefined) return 'game';
  return AMAZON_GENRE_PAGES.find((page) => page.slug !== null && page.slug === slug)?.genre ?? null;
}

/** `/ranking/amazon/` and `/ranking/amazon/{genre}/`: the Amazon best-seller ranking of one genre. */
export const getAmazonRankingPageData: PageDataFunction<AmazonRankingPageProps> = async ({ routePath, params, fetchSource, device, now, adPageType }) => {
  const slug = routePath.includes('[genre]') ? (params.genre ?? '') : undefined;
  const genre = amazonGenreOf(slug);
  if (!genre) return notFound();

  const [ranking, frame] = await Promise.all([
    fetchSource('amazonRanking', { limit: AMAZON_RANKING_SIZE }).catch((error: unknown): AmazonRanking | null => {
      if (isApiError(error) && error.isNotFound) return null;
      throw error;
    }),
    getListlessPageFrame({ fetchSource, device, now, adPageType }),
  ]);
  if (!ranking) return notFound();

  const rows = [...ranking[genre]].sort((a, b) => a.ranking - b.ranking).slice(0, AMAZON_RANKING_SIZE);
  const [first] = rows;
  return props({
    adUnitsType: 'LIST',
    genre,
    countingWindow: first ? { start: first.countingStartDate, end: first.countingEndDate } : null,
    items: rows.map(({ ranking: rank, title, categoryName, thumbnailUrlMedium, releaseDate, price, lowestPrice, amazonUrl }) => ({
      ranking: rank,
      title,
      categoryName,
      thumbnailUrlMedium,
      releaseDate,
      price,
      lowestPrice,
      amazonUrl: withAffiliateTag(amazonUrl, adPageType),
    })),
    ...frame,
  });
};
