import { paths } from '@/foundation/paths';

/** Site path of body page `page` of an article's AMP twin: `/article/amp/{YYYYMM}/{id}/` (+ `?page=N` after page 1). */
export function ampArticlePagePath(publicationDate: string, articleId: string | number, page = 1): string {
  const base = paths.articleAmp(publicationDate, articleId);
  return page > 1 ? `${base}?page=${page}` : base;
}
