import { z } from 'zod';
import { REVIEW_AWARDS } from '@/foundation/format/game';
import { httpUrl, imageSchema, isoDate, isoDateTime, numericId, videoSchema } from './common';

export const platformSchema = z.object({ code: z.string(), nameJa: z.string() });
export type Platform = z.infer<typeof platformSchema>;

/** One platform version of a game title. */
export const gameVersionSchema = z.object({
  platform: platformSchema,
  /** null while the date is undecided (発売日未定). */
  releaseDate: isoDate.nullable(),
  releaseDateText: z.string(),
  price: z.string(),
  janCode: z.string().regex(/^\d{13}$/).nullable(),
});

export const gameCardSchema = z.object({
  gameId: numericId,
  name: z.string(),
  thumbnailUrl: httpUrl.nullable(),
  platforms: z.array(platformSchema),
  releaseDate: isoDate.nullable(),
  maker: z.string(),
});
export type GameCard = z.infer<typeof gameCardSchema>;

export const gameTitleInformationSchema = z.object({
  gameId: numericId,
  name: z.string(),
  nameKana: z.string(),
  description: z.string(),
  thumbnailUrl: httpUrl.nullable(),
  maker: z.string(),
  genre: z.string(),
  officialSiteUrl: httpUrl.nullable(),
  titleGroupId: numericId.nullable(),
  versions: z.array(gameVersionSchema).min(1),
  articleCount: z.number().int().nonnegative(),
  imageCount: z.number().int().nonnegative(),
  videoCount: z.number().int().nonnegative(),
  hasReview: z.boolean(),
});
export type GameTitleInformation = z.infer<typeof gameTitleInformationSchema>;

export const gameTitleGroupSchema = z.object({
  titleGroupId: numericId,
  name: z.string(),
  titles: z.array(gameCardSchema),
});
export type GameTitleGroup = z.infer<typeof gameTitleGroupSchema>;

/** Cross review: four reviewers score 1-10; the total is their sum. */
export const crossReviewSchema = z.object({
  gameId: numericId,
  platform: platformSchema,
  publishedAt: isoDateTime,
  reviews: z.array(
    z.object({
      reviewerName: z.string(),
      score: z.number().int().min(1).max(10),
      comment: z.string(),
    }),
  ),
  totalScore: z.number().int().nonnegative(),
  /** Award tier shown beside the total, e.g. プラチナ殿堂 for 35 and above. */
  award: z.enum(REVIEW_AWARDS).nullable(),
});
export type CrossReview = z.infer<typeof crossReviewSchema>;

export const gameImageSchema = imageSchema.extend({
  articleId: numericId,
  publicationDate: z.string().regex(/^\d{6}$/),
});
export type GameImage = z.infer<typeof gameImageSchema>;

export { videoSchema as gameVideoSchema };
