import { z } from 'zod';
import {
  articleCardSchema,
  authorSchema,
  categoryRefSchema,
  httpUrl,
  imageSchema,
  isoDateTime,
  LIVE_STATES,
  linkTarget,
  numericId,
} from './common';
import { withOneLevelSpoilers } from './spoiler-blocks';

/** Block-level types of an article body (page-data-shapes.md, plus media and tables). */
export const BLOCK_TYPES = [
  'STRING', // paragraph of inline nodes
  'HEAD', // h2 with an anchor id; feeds the table of contents
  'SUBHEAD', // h3
  'BUTTON_EC', // shop affiliate button
  'ANNOTATION', // note
  'ITEMIZATION', // list; content = LIST_ITEM blocks
  'LIST_ITEM',
  'NEWS', // embedded article card; url = article path
  'IMAGE', // url = image URL, id = imageId, content = caption
  'YOUTUBE', // url = YouTube video id
  'TWEET', // url = post URL, content = fallback text
  'QUOTE',
  'TABLE', // content = TR blocks
  'TR', // content = TH/TD blocks
  'TH',
  'TD',
  'SPOILER', // spoiler section (ネタバレ): content = its blocks, label = the summary's words; top level only, one level
  // inline types
  'B',
  'LINK',
  'LINK_B_TAB', // link opening a new tab
  'NOLINK', // game name that links to a game search
  'BR',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number] | 'UNKNOWN';

export interface ContentBlock {
  type: BlockType;
  url?: string | null;
  id?: string | null;
  width?: number | null;
  height?: number | null;
  /** SPOILER only: the words of its summary; absent, blank or on an old payload → SPOILER_DEFAULT_LABEL. */
  label?: string | null;
  content: string | ContentBlock[];
}

/**
 * Recursive `{type, url, content}` block. An unknown type from a newer backend becomes
 * UNKNOWN (and is skipped when rendering) instead of failing the whole article.
 */
export const contentBlockSchema: z.ZodType<ContentBlock> = z.lazy(() =>
  z.object({
    type: z.enum(BLOCK_TYPES).catch('UNKNOWN' as never) as z.ZodType<BlockType>,
    url: z.string().nullable().optional(),
    id: z.string().nullable().optional(),
    width: z.number().int().positive().nullable().optional(),
    height: z.number().int().positive().nullable().optional(),
    label: z.string().nullable().optional().catch(undefined),
    content: z.union([z.string(), z.array(contentBlockSchema)]),
  }),
);

/** The blocks of one body page or live update: spoiler sections made one level deep, with their label (spoiler-blocks.ts). */
export const bodyBlocksSchema = z.array(contentBlockSchema).transform(withOneLevelSpoilers);

export const articlePageSchema = z.object({
  page_no: z.number().int().min(1),
  contents: bodyBlocksSchema,
});

export { LIVE_STATES, type LiveState } from './common';

/** One update of a live article: its own id (the `#update-…` anchor), time, optional title and body blocks. */
export const liveUpdateSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  postedAt: isoDateTime,
  title: z.string().nullable().default(null),
  /** Body blocks of the kinds an article body has (STRING, IMAGE, YOUTUBE, TWEET, QUOTE, …). */
  blocks: bodyBlocksSchema,
  /** Listed in the key events (要点). */
  isKeyEvent: z.boolean().default(false),
  /** Shown above the others, whatever its time. */
  isPinned: z.boolean().default(false),
});
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;

/** The live part of an article (issue 36); absent on every other article. */
export const liveCoverageSchema = z.object({
  state: z.enum(LIVE_STATES),
  startedAt: isoDateTime,
  /** When the coverage ended, or is planned to end; null when open-ended. */
  endedAt: isoDateTime.nullable().default(null),
  /** In any order; the site sorts them. */
  updates: z.array(liveUpdateSchema),
});
export type LiveCoverage = z.infer<typeof liveCoverageSchema>;

export const articleDetailSchema = z.object({
  articleId: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string(),
  /** Age-restricted article: ads are targeted 'R-18' and a notice is shown. */
  isR18: z.boolean().default(false),
  /** Only an explicit `false` turns ads off (spec §3). */
  isDisplayAd: z.boolean().nullable().default(true).transform((value) => value !== false),
  isToc: z.boolean().default(false),
  publishedAt: isoDateTime,
  updatedAt: isoDateTime,
  thumbnailUrl: httpUrl.nullable(),
  ogpImageUrl: httpUrl.nullable(),
  redirectUrl: linkTarget.nullable(),
  mainCategories: z.array(categoryRefSchema),
  subCategories: z.array(categoryRefSchema),
  relatedArticles: z.array(
    z.object({
      title: z.string(),
      description: z.string().nullable(),
      url: linkTarget,
      blank: z.boolean(),
      /** The related article's thumbnail (issue 17: related articles with thumbnails); absent = none. */
      thumbnailUrl: httpUrl.nullable().default(null),
    }),
  ),
  relatedLinks: z.array(z.object({ title: z.string(), url: linkTarget, blank: z.boolean() })),
  authors: z.array(authorSchema.pick({ id: true, name: true, iconUrl: true })),
  copyright: z.string().nullable(),
  items: z.array(z.object({ status: z.string(), item_id: numericId, item_type: z.literal('game') })),
  content: z.array(articlePageSchema).min(1),
  images: z.array(imageSchema),
  /** Live coverage (issue 36): null for an ordinary article, which is every article of the old contract. */
  live: liveCoverageSchema.nullable().default(null),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** `/api/article/images`: the article's gallery for the image pages. */
export const articleImagesSchema = z.object({
  articleId: numericId,
  title: z.string(),
  publishedAt: isoDateTime,
  images: z.array(imageSchema),
});
export type ArticleImages = z.infer<typeof articleImagesSchema>;

/** A related or ranked card with its position. */
export const rankedArticleSchema = articleCardSchema.extend({ rank: z.number().int().min(1) });
export type RankedArticle = z.infer<typeof rankedArticleSchema>;
