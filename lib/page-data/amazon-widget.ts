import { withAffiliateTag } from '@/ads/amazon-affiliate';
import type { AdPageType } from '@/ads/types';
import type { AmazonRanking, AmazonRankingRow } from '@/api-clients/schemas/ranking';
import { orFallback } from './secondary';
import type { PageDataContext } from './types';

/**
 * The Amazon ranking widget: the top of the game genre, in the top page's rail and beside every
 * article (issue 16). Its links carry the request's page type's tracking id (spec §9).
 */

/** Rows of the widget: the top of the game genre. */
export const AMAZON_WIDGET_ROWS = 5;

/** One row of the widget as the page renders it; its link carries the page type's tracking id. */
export type AmazonWidgetRow = Pick<AmazonRankingRow, 'ranking' | 'title' | 'thumbnailUrlMedium' | 'price' | 'amazonUrl'>;

/** The widget's rows from the ranking (none without one), best first, links tagged for `adPageType` (spec §9). */
export function toAmazonWidgetRows(ranking: Pick<AmazonRanking, 'game'> | null, adPageType: AdPageType): AmazonWidgetRow[] {
  return [...(ranking?.game ?? [])]
    .sort((a, b) => a.ranking - b.ranking)
    .slice(0, AMAZON_WIDGET_ROWS)
    .map(({ ranking: rank, title, thumbnailUrlMedium, price, amazonUrl }) => ({ ranking: rank, title, thumbnailUrlMedium, price, amazonUrl: withAffiliateTag(amazonUrl, adPageType) }));
}

/** The widget's rows for the request's page type; a secondary block: empty when the source fails. */
export async function loadAmazonWidget({ fetchSource, adPageType }: Pick<PageDataContext, 'fetchSource' | 'adPageType'>): Promise<AmazonWidgetRow[]> {
  return toAmazonWidgetRows(await orFallback(fetchSource('amazonRanking', { limit: AMAZON_WIDGET_ROWS }), null), adPageType);
}
