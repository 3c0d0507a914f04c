/** Cache lifetimes per kind of source, spec §9. `null` means "not cached". */
export const CACHE_TTL_MS = {
  /** banner and ad sources */
  bannerAndAd: 600_000,
  /** amazonRanking, periodArticleRanking */
  slowRanking: 1_800_000,
  /** realtimeArticleRanking, realtimeGameSalesRanking, tweetCountArticleRanking */
  realtimeRanking: 60_000,
  /** trendWordRanking, commonParts, featuresAndSerials */
  siteParts: 600_000,
  /** article, game, search and archive sources */
  notCached: null,
} as const;

/** The separate HTTP cache instance keeps 200 responses for 5000 ms (spec §7). */
export const HTTP_CACHE_TTL_MS = 5_000;
