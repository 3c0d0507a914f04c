import { z } from 'zod';
import { articleCardSchema, httpUrl, numericId } from './common';

export const matomeDirectorySchema = z.object({
  directoryName: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: httpUrl,
  articleCount: z.number().int().nonnegative(),
  isPr: z.boolean(),
});
export type MatomeDirectory = z.infer<typeof matomeDirectorySchema>;

export const matomeDetailSchema = matomeDirectorySchema.extend({
  headerImageUrl: httpUrl,
  categories: z.array(z.object({ categoryId: numericId, name: z.string() })),
});
export type MatomeDetail = z.infer<typeof matomeDetailSchema>;

export { articleCardSchema as matomeArticleSchema };
