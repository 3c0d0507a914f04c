import { z } from 'zod';
import { AMAZON_GENRES } from '@/foundation/paths/ranking';
import { articleCardSchema, httpUrl, isoDateTime } from './common';

// The genre list is a site fact (the ranking pages' paths); the schema validates against it.
export { AMAZON_GENRES, type AmazonGenre } from '@/foundation/paths/ranking';

export const amazonRankingRowSchema = z.object({
  ranking: z.number().int().min(1),
  genre: z.enum(AMAZON_GENRES),
  title: z.string(),
  categoryName: z.string(),
  thumbnailUrlMedium: httpUrl,
  thumbnailUrlLarge: httpUrl,
  countingStartDate: isoDateTime,
  countingEndDate: isoDateTime,
  releaseDate: z.string(),
  price: z.number().int().nonnegative(),
  lowestPrice: z.number().int().nonnegative().nullable(),
  amazonUrl: httpUrl,
});
export type AmazonRankingRow = z.infer<typeof amazonRankingRowSchema>;

export const amazonRankingSchema = z.object({
  game: z.array(amazonRankingRowSchema),
  gameBook: z.array(amazonRankingRowSchema),
  comic: z.array(amazonRankingRowSchema),
  anime: z.array(amazonRankingRowSchema),
  animeGameMusic: z.array(amazonRankingRowSchema),
});
export type AmazonRanking = z.infer<typeof amazonRankingSchema>;

/** Ranked article list (現在 / 24時間 / 週間 / 月間 / ポスト数). */
export const articleRankingSchema = z.object({
  aggregatedAt: isoDateTime,
  data: z.array(articleCardSchema),
});
export type ArticleRanking = z.infer<typeof articleRankingSchema>;

export const gameSalesRowSchema = z.object({
  janCode: z.string().regex(/^\d{13}$/),
  rank: z.number().int().min(1),
  title: z.string(),
  maker: z.string(),
  genre: z.string(),
  platform: z.string(),
  price: z.string(),
  salesCount: z.number().int().nonnegative(),
  totalSalesCount: z.number().int().nonnegative(),
  releaseDate: z.string(),
  /** "0"-"4": drives the sell-through bar (1 → 80 %, 2 → 60 %, 3 → 40 %, 4 → 20 %). */
  sellRate: z.enum(['0', '1', '2', '3', '4']),
});
export type GameSalesRow = z.infer<typeof gameSalesRowSchema>;

/** Weekly game sales; `title` is the 集計期間 "YYYY年MM月DD日～YYYY年MM月DD日" (Monday to Sunday). */
export const gameSalesRankingSchema = z.object({
  title: z.string().regex(/^\d{4}年\d{2}月\d{2}日～\d{4}年\d{2}月\d{2}日$/),
  rankingData: z.array(gameSalesRowSchema),
});
export type GameSalesRanking = z.infer<typeof gameSalesRankingSchema>;

export const trendWordRankingSchema = z.object({
  data: z.array(z.object({ rank: z.number().int().min(1), word: z.string().min(1) })),
});
export type TrendWordRanking = z.infer<typeof trendWordRankingSchema>;
