import type { SearchType } from './keyword';

function withQuery(path: string, entries: [string, string | null][]): string {
  const query = entries
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** `/search/?q=…&type=game&page=2`; the defaults (articles, page 1) are left out. */
export function searchPath({ q, type = 'article', page = 1 }: { q: string; type?: SearchType; page?: number }): string {
  return withQuery('/search/', [
    ['q', q],
    ['type', type === 'article' ? null : type],
    ['page', page > 1 ? String(page) : null],
  ]);
}

/** `/search-history/?q=…&page=2` (old-site articles through the history API). */
export function searchHistoryPath({ q, page = 1 }: { q: string; page?: number }): string {
  return withQuery('/search-history/', [
    ['q', q],
    ['page', page > 1 ? String(page) : null],
  ]);
}
