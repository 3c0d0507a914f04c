// The URLs `npm run loadtest` and `npm run soak` spread their traffic over, and how they group them.

/** Pages whose every source is cached (spec §9): the rankings. */
export const CACHED_PATTERN = /^\/ranking\//;

/** Route pages plus the client refresh and the same-origin proxies (one cached, one not). */
export function urlMix(routes) {
  const article = routes.find((route) => route.pattern === '/article/[publicationDate]/[articleId]/').path;
  const [publicationDate, articleId] = article.split('/').slice(2, 4);
  return [
    ...routes.map((route) => route.path),
    pagePropsUrl('/article/[publicationDate]/[articleId]/', `&publicationDate=${publicationDate}&articleId=${articleId}`),
    pagePropsUrl('/ranking/game-sales/'),
    '/api/feature-banner/',
    '/api/matome/directories/',
  ];
}

const pagePropsUrl = (routePath, query = '') => `/api/pages/page-props-data/?routePath=${encodeURIComponent(routePath)}${query}`;

/** Whether every source behind `url` is cached, so it must answer 200 while the content API fails. */
export const isCached = (url) => CACHED_PATTERN.test(url) || url.includes(encodeURIComponent('/ranking/')) || url === '/api/feature-banner/';

/**
 * The page type of a URL of the mix: the first path segment of a page (`top` for /), `article image`
 * for an article's image page, `page-props (<type>)` for the refresh of one, an /api proxy by its path.
 */
export function pageTypeOf(url) {
  const { pathname, searchParams } = new URL(url, 'http://site');
  if (pathname === '/api/pages/page-props-data/') return `page-props (${pageTypeOf(searchParams.get('routePath') ?? '/')})`;
  if (pathname.startsWith('/api/')) return pathname;
  if (pathname.startsWith('/article/images/')) return 'article image';
  return pathname.split('/')[1] || 'top';
}
