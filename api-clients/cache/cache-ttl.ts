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

/**
 * A live article (its `live.state` is `live`) is kept this long though article sources are not
 * cached (spec §9): readers polling it every 30 s cost one upstream call per 10 s (decision 042).
 */
export const LIVE_ARTICLE_TTL_MS = 10_000;

/** The separate HTTP cache instance keeps 200 responses for 5000 ms (spec §7). */
export const HTTP_CACHE_TTL_MS = 5_000;
