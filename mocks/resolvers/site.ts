import { DEFAULT_LIST_LIMIT } from '../http/responses';
import type { ResolverTable } from './types';

export const siteResolvers: ResolverTable<'commonParts' | 'featuresAndSerials' | 'topic' | 'weeklyPlaynotePart'> = {
  commonParts: (_params, dataset) => dataset.site.commonParts,
  featuresAndSerials: ({ limit }, dataset) => ({ data: dataset.site.features.slice(0, limit ?? DEFAULT_LIST_LIMIT) }),
  topic: ({ limit }, dataset) => ({ data: dataset.topics.slice(0, limit ?? DEFAULT_LIST_LIMIT) }),
  weeklyPlaynotePart: (_params, dataset) => dataset.site.weeklyPart,
};
