import { z } from 'zod';
import { articleCardSchema, httpUrl, isoDateTime, linkSchema, linkTarget, numericId } from './common';

/** `/api/common_parts`: header and footer navigation and outbound links. */
export const commonPartsSchema = z.object({
  headerNavigation: z.array(linkSchema),
  footerNavigation: z.array(z.object({ heading: z.string(), links: z.array(linkSchema) })),
  /** Social, app, career, privacy and media-guide links (spec §9). */
  externalLinks: z.object({
    x: httpUrl,
    youtube: httpUrl,
    app: httpUrl,
    career: httpUrl,
    privacy: httpUrl,
    mediaGuide: httpUrl,
  }),
  breakingNews: z.object({ title: z.string(), url: linkTarget }).nullable(),
});
export type CommonParts = z.infer<typeof commonPartsSchema>;

/** Features and serials (page-data-shapes.md). */
export const featureItemSchema = z.object({
  id: numericId,
  title: z.string(),
  thumbnailUrl: httpUrl,
  publishedAt: isoDateTime,
  isPr: z.boolean(),
  isR18: z.boolean(),
  isVideoArticle: z.boolean(),
  redirectUrl: linkTarget.nullable(),
});
export type FeatureItem = z.infer<typeof featureItemSchema>;

export const topicSchema = z.object({
  id: numericId,
  title: z.string(),
  url: linkTarget,
  publishedAt: isoDateTime,
});
export type Topic = z.infer<typeof topicSchema>;

/** Where an issue's feature opens on the site: a part page of the magazine. */
const weeklyPartPath = z.string().startsWith('/special/content/weeklyplaynote/');

/**
 * What a shop needs to sell an issue (decision 023: the contract is ours, decision 001): the
 * printed issue's JAN (13 digits: 491 + magazine code + issue month and year + check digit), null
 * when it is not sold in print, and whether an e-book edition is sold.
 */
const weeklyIssueSaleFields = {
  jan: z.string().regex(/^\d{13}$/).nullable().default(null),
  isEbook: z.boolean().default(false),
};

/** `/weekly-playnote-part`: the current issue of 週刊プレイノート, its parts and its back issues. */
export const weeklyPartSchema = z.object({
  issue: z.object({
    issueNumber: z.number().int().positive(),
    title: z.string(),
    publishedAt: isoDateTime,
    coverImageUrl: httpUrl,
    ...weeklyIssueSaleFields,
  }),
  parts: z.array(
    z.object({
      id: numericId,
      title: z.string(),
      description: z.string(),
      thumbnailUrl: httpUrl,
      url: weeklyPartPath,
    }),
  ),
  /** Earlier issues, newest first (an upstream without them: none). */
  backIssues: z
    .array(
      z.object({
        issueNumber: z.number().int().positive(),
        title: z.string(),
        publishedAt: isoDateTime,
        coverImageUrl: httpUrl,
        /** The issue's lead feature, as its cover says it. */
        feature: z.string(),
        /** The feature's article on the site, null when it is not online. */
        url: weeklyPartPath.nullable(),
        ...weeklyIssueSaleFields,
      }),
    )
    .default([]),
});
export type WeeklyPart = z.infer<typeof weeklyPartSchema>;

/** `/api/archive`: month counts, and one month's articles when asked. */
export const archiveSchema = z.object({
  summary: z.array(
    z.object({
      year: z.number().int(),
      months: z.array(z.object({ month: z.number().int().min(1).max(12), count: z.number().int().nonnegative() })),
    }),
  ),
  articles: z
    .object({ count: z.number().int().nonnegative(), page: z.number().int().min(1), data: z.array(articleCardSchema) })
    .nullable(),
});
export type Archive = z.infer<typeof archiveSchema>;

/** History API `/com_articles/_search`: articles of the old site. */
export const historyArticleSchema = z.object({
  id: numericId,
  title: z.string(),
  description: z.string().nullable(),
  publishedAt: isoDateTime,
  url: httpUrl,
  thumbnailUrl: httpUrl.nullable(),
  categoryName: z.string(),
});
export type HistoryArticle = z.infer<typeof historyArticleSchema>;

export const historySearchSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  summary: z.array(z.object({ yearMonth: z.string().regex(/^\d{6}$/), count: z.number().int().nonnegative() })),
  data: z.array(historyArticleSchema),
});
export type HistorySearch = z.infer<typeof historySearchSchema>;

export const categoryPageCountSchema = z.object({
  categoryCode: z.string(),
  count: z.number().int().nonnegative(),
});
