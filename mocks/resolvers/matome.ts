import type { MatomeDirectory } from '@/api-clients/schemas/matome';
import type { ArticleRecord } from '../data/types';
import { notFound, PAGE_SIZE, paginate } from '../http/responses';
import type { ResolverTable } from './types';

const RELATED_LIMIT = 10;
const toCard = (record: ArticleRecord) => record.card;

export const matomeResolvers: ResolverTable<
  'matomeArticles' | 'matomeCategoryArticles' | 'matomeDetail' | 'matomeDirectories' | 'matomeRelatedArticles'
> = {
  matomeDirectories: (_params, dataset) => ({
    data: [...dataset.matome.values()].map(({ detail }): MatomeDirectory => ({
      directoryName: detail.directoryName,
      title: detail.title,
      description: detail.description,
      thumbnailUrl: detail.thumbnailUrl,
      articleCount: detail.articleCount,
      isPr: detail.isPr,
    })),
  }),

  matomeDetail: ({ directoryName }, dataset) => dataset.matome.get(directoryName)?.detail ?? notFound('matome directory', directoryName),

  matomeArticles: ({ directoryName, page, limit }, dataset) => {
    const matome = dataset.matome.get(directoryName);
    if (!matome) return notFound('matome directory', directoryName);
    return paginate(matome.articles, page, limit ?? PAGE_SIZE.articles, toCard);
  },

  matomeCategoryArticles: ({ directoryName, categoryId, page, limit }, dataset) => {
    const matome = dataset.matome.get(directoryName);
    if (!matome) return notFound('matome directory', directoryName);
    const articles = matome.byCategory.get(categoryId);
    if (!articles) return notFound('matome category', categoryId);
    return paginate(articles, page, limit ?? PAGE_SIZE.articles, toCard);
  },

  matomeRelatedArticles: ({ directoryName, articleId }, dataset) => {
    const matome = dataset.matome.get(directoryName);
    if (!matome) return notFound('matome directory', directoryName);
    if (!dataset.articles.byId.has(articleId)) return notFound('article', articleId);
    return { data: matome.articles.filter((r) => r.id !== articleId).slice(0, RELATED_LIMIT).map(toCard) };
  },
};
