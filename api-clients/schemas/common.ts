import { z } from 'zod';

/** An ISO-8601 timestamp with an explicit offset, e.g. `2026-07-30T10:00:00+09:00`. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A calendar date `YYYY-MM-DD` (release dates, schedule days). */
export const isoDate = z.iso.date();

/** Digits-only identifier as sent by the content API (`"123456"`). */
export const numericId = z.string().regex(/^\d+$/);

/** Absolute http(s) URL. */
export const httpUrl = z.url({ protocol: /^https?$/ });

/** A link target: absolute http(s) URL or a site path (one leading `/`, no `\`, no control characters). */
export const linkTarget = z.union([httpUrl, z.string().regex(/^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/)]);

export const categoryRefSchema = z.object({
  id: z.string(),
  code: z.string(),
  nameJa: z.string(),
  isMainCategory: z.boolean(),
  priority: z.number().int().min(1).max(40).optional(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** Article card used by every list, ranking and rail (page-data-shapes.md). */
/** A live article's state (issue 36): updates still arriving, or the coverage is over. */
export const LIVE_STATES = ['live', 'ended'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

export const articleCardSchema = z.object({
  id: numericId,
  title: z.string(),
  description: z.string().nullable(),
  publishedAt: isoDateTime,
  thumbnailUrl: httpUrl.nullable(),
  isPr: z.boolean(),
  isVideoArticle: z.boolean(),
  mainCategory: categoryRefSchema,
  subCategories: z.array(categoryRefSchema).nullable(),
  reTweetCount: z.number().int().nonnegative(),
  redirectUrl: linkTarget.nullable(),
  /** Set on a live article's card (the ライブ badge); absent (null) on every other, as in the old contract. */
  liveState: z.enum(LIVE_STATES).nullable().default(null),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

/** The paged list envelope; its empty default is `{count: 0, page: 1, data: []}` (spec §3). */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    data: z.array(item),
  });
}
export type ListResponse<T> = { count: number; page: number; data: T[] };

/** A plain `{data: [...]}` envelope for unpaged collections. */
export function dataResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

export const authorSchema = z.object({
  id: numericId,
  name: z.string(),
  nameKana: z.string(),
  role: z.string(),
  profile: z.string(),
  iconUrl: httpUrl.nullable(),
});
export type Author = z.infer<typeof authorSchema>;

export const imageSchema = z.object({
  imageId: numericId,
  url: httpUrl,
  caption: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ContentImage = z.infer<typeof imageSchema>;

export const videoSchema = z.object({
  videoId: numericId,
  youtubeId: z.string().regex(/^[\w-]{11}$/),
  title: z.string(),
  thumbnailUrl: httpUrl,
  publishedAt: isoDateTime,
  durationSeconds: z.number().int().nonnegative(),
  gameId: numericId.nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const linkSchema = z.object({
  label: z.string(),
  url: linkTarget,
  isExternal: z.boolean(),
});
export type NavLink = z.infer<typeof linkSchema>;

/** Devices a banner or campaign targets: "1" PC, "2" SP (page-data-shapes.md). */
export const displayDevicesSchema = z.array(z.enum(['1', '2']));
