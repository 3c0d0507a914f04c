// Addresses of special collections and their articles: shared by route handlers and components
// (which must not pull route handlers into the browser bundle).
import { paths } from '@/foundation/paths';

/** `/special/{dir}/`, `?category={id}` and `?page={n}` (page 1 has no page query). */
export function specialCollectionPath(directoryName: string, { categoryId = null, page = 1 }: { categoryId?: string | null; page?: number } = {}): string {
  const search = new URLSearchParams();
  if (categoryId !== null) search.set('category', categoryId);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `${paths.special(directoryName)}${query ? `?${query}` : ''}`;
}

/** `/special/{dir}/{articleId}/`, with `?page={n}` for later body pages. */
export function specialArticlePath(directoryName: string, articleId: string | number, page = 1): string {
  return `${paths.special(directoryName)}${articleId}/${page > 1 ? `?page=${page}` : ''}`;
}
