import type { FetchSource } from '@/api-clients/fetch-source';
import type { ArticleCard } from '@/api-clients/schemas/common';
import type { AdPageType } from '@/lib/page-config/types';
import { getGptAdData, getLayoutData, type GptAdData, type LayoutData } from './layout-data';
import { orFallback } from './secondary';

/** Right rail sizes (spec §9). */
export const RIGHT_RAIL_SIZE = { articles: 8, images: 8, videos: 4 } as const;

/** What every reader page carries besides its own data: header/footer, ad spaces, the ranking rail. */
export interface PageFrame extends GptAdData {
  layout: LayoutData;
  rankingArticles: ArticleCard[];
}

/** Loads the page frame; every part is secondary and degrades to empty on failure. */
export async function getPageFrame(fetchSource: FetchSource, now: Date, adPageType: AdPageType): Promise<PageFrame> {
  const [layout, adData, ranking] = await Promise.all([
    getLayoutData(fetchSource, now),
    getGptAdData(fetchSource, adPageType),
    orFallback(fetchSource('realtimeArticleRanking', { limit: RIGHT_RAIL_SIZE.articles }), null),
  ]);
  return { layout, ...adData, rankingArticles: ranking?.data.slice(0, RIGHT_RAIL_SIZE.articles) ?? [] };
}
