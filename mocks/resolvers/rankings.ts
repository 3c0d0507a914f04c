import type { AmazonRanking, ArticleRanking } from '@/api-clients/schemas/ranking';
import { AMAZON_GENRES } from '@/api-clients/schemas/ranking';
import type { Dataset } from '../data';
import type { ArticleRankingKind } from '../data/rankings';
import { DEFAULT_LIST_LIMIT } from '../http/responses';
import type { ResolverTable } from './types';

export function articleRanking(dataset: Dataset, kind: ArticleRankingKind, limit: number | undefined): ArticleRanking {
  const ranking = dataset.rankings.articles[kind];
  return { aggregatedAt: ranking.aggregatedAt, data: ranking.data.slice(0, limit ?? DEFAULT_LIST_LIMIT) };
}

export const rankingResolvers: ResolverTable<
  | 'amazonRanking'
  | 'periodArticleRanking'
  | 'realtimeArticleRanking'
  | 'realtimeGameSalesRanking'
  | 'tweetCountArticleRanking'
  | 'trendWordRanking'
> = {
  amazonRanking: ({ limit }, dataset) => {
    const all = dataset.rankings.amazon;
    const result = {} as AmazonRanking;
    for (const genre of AMAZON_GENRES) result[genre] = limit ? all[genre].slice(0, limit) : all[genre];
    return result;
  },
  periodArticleRanking: ({ period, limit }, dataset) => articleRanking(dataset, period, limit),
  realtimeArticleRanking: ({ limit }, dataset) => articleRanking(dataset, 'now', limit),
  tweetCountArticleRanking: ({ limit }, dataset) => articleRanking(dataset, 'tweet', limit),
  realtimeGameSalesRanking: ({ weeksAgo }, dataset) => dataset.rankings.gameSales[weeksAgo ?? 0]!,
  trendWordRanking: (_params, dataset) => dataset.rankings.trendWords,
};
