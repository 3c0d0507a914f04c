import { findCategoryByCode } from '@/foundation/site/categories';
import { articleImagesResponse } from '../data/article-body';
import type { Dataset } from '../data';
import type { ArticleRecord } from '../data/types';
import { DEFAULT_LIST_LIMIT, keywordTerms, matchesAll, notFound, PAGE_SIZE, paginate } from '../http/responses';
import { articleDetailFor, draftsOf, findArticleRecord } from './article-drafts';
import type { ResolverTable } from './types';

const toCard = (record: ArticleRecord) => record.card;

const SPECIAL_PATH = /^\/special\/([a-z0-9-]+)\/(?:(\d+)\/)?$/;

/** Articles whose title or description contains every term, newest first. */
export function searchArticles(dataset: Dataset, keyword: string): ArticleRecord[] {
  const terms = keywordTerms(keyword);
  return dataset.articles.all.filter((r) => matchesAll(`${r.card.title}\n${r.card.description ?? ''}`, terms));
}

export const articleResolvers: ResolverTable<
  | 'archiveArticle'
  | 'articleDetail'
  | 'articleImage'
  | 'authorArticle'
  | 'authors'
  | 'categoryArticle'
  | 'categoryPageCount'
  | 'pathArticleDetail'
  | 'pickUpArticle'
  | 'searchArticle'
> = {
  archiveArticle: ({ yearMonth, page, limit }, dataset) => ({
    summary: dataset.archiveSummary,
    articles: yearMonth
      ? paginate(dataset.articles.byYearMonth.get(yearMonth) ?? [], page, limit ?? PAGE_SIZE.articles, toCard)
      : null,
  }),

  articleDetail: ({ articleId, publicationDate, preview, version }, dataset) => {
    // Unpublished articles and saved versions answer only previews (article-drafts.ts).
    const record = findArticleRecord(dataset, articleId, preview);
    // The URL's YYYYMM must be the article's month, or the URL is not the article's.
    if (!record || (publicationDate !== undefined && publicationDate !== record.yearMonth)) return notFound('article', articleId);
    return articleDetailFor(dataset, record, { preview, version });
  },

  articleImage: ({ articleId }, dataset) => {
    const record = dataset.articles.byId.get(articleId);
    return record ? articleImagesResponse(dataset, record) : notFound('article', articleId);
  },

  authorArticle: ({ authorId, page, limit }, dataset) => {
    if (!dataset.authorById.has(authorId)) return notFound('author', authorId);
    return paginate(dataset.articles.byAuthor.get(authorId) ?? [], page, limit ?? PAGE_SIZE.articles, toCard);
  },

  authors: (_params, dataset) => ({
    data: dataset.authors.map(({ id, name, nameKana, role, profile, iconUrl }) => ({ id, name, nameKana, role, profile, iconUrl })),
  }),

  categoryArticle: ({ categoryCode, page, limit }, dataset) => {
    if (!findCategoryByCode(categoryCode)) return notFound('category', categoryCode);
    return paginate(dataset.articles.byCategory.get(categoryCode) ?? [], page, limit ?? PAGE_SIZE.articles, toCard);
  },

  categoryPageCount: ({ categoryCode }, dataset) => {
    if (!findCategoryByCode(categoryCode)) return notFound('category', categoryCode);
    // `count` is the article total; the site divides by its page size.
    return { categoryCode, count: dataset.articles.byCategory.get(categoryCode)?.length ?? 0 };
  },

  pathArticleDetail: ({ path, preview, version }, dataset) => {
    const [, directoryName = '', articleId] = SPECIAL_PATH.exec(path) ?? [];
    const matome = dataset.matome.get(directoryName);
    if (!matome) return notFound('matome directory', directoryName);
    // A preview also sees the collection's unpublished articles; its newest one leads the collection.
    const drafts = preview === 'true' ? (draftsOf(dataset).byDirectory.get(directoryName) ?? []) : [];
    // `/special/{dir}/` is the collection's lead article; `/special/{dir}/{id}/` one of its articles.
    const record = articleId
      ? matome.articleIds.has(articleId)
        ? dataset.articles.byId.get(articleId)
        : drafts.find((draft) => draft.id === articleId)
      : (drafts[0] ?? matome.articles[0]);
    return record ? articleDetailFor(dataset, record, { preview, version }) : notFound('article', path);
  },

  pickUpArticle: ({ limit }, dataset) => ({ data: dataset.site.pickUpArticles.slice(0, limit ?? DEFAULT_LIST_LIMIT) }),

  searchArticle: ({ keyword, page, limit }, dataset) =>
    paginate(searchArticles(dataset, keyword), page, limit ?? PAGE_SIZE.articles, toCard),
};
