// One real address per page type of issue 18 (top, article, category, game, schedule, rankings,
// search, special), found in the bundled content API as a reader would reach them.

/** The JSON at `baseUrl` + `path`; a non-2xx answer throws with its path and status. */
export async function getJson(baseUrl, path) {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/** `YYYYMM` of an ISO instant in Asia/Tokyo, as article addresses spell it. */
export function jstYearMonth(iso) {
  const date = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The newest article that is no redirect and shows ads (so the stand-in has slots to fill). */
async function articleWithAds(contentApiUrl) {
  const list = await getJson(contentApiUrl, '/api/q/articles?categoryCode=new-article&limit=50&page=1');
  for (const card of list.data) {
    if (card.redirectUrl) continue;
    const detail = await getJson(contentApiUrl, `/api/article?articleId=${card.id}`);
    if (detail.redirectUrl || !detail.isDisplayAd) continue;
    return `/article/${jstYearMonth(detail.publishedAt)}/${detail.articleId}/`;
  }
  throw new Error('no article with ads among the 50 newest');
}

/** { pageType → path } for the eight page types, in the order the bench runs them. */
export async function pageTypePaths(contentApiUrl) {
  const games = await getJson(contentApiUrl, '/pickup-title?limit=1');
  const directories = await getJson(contentApiUrl, '/matome/directories');
  return {
    top: '/',
    article: await articleWithAds(contentApiUrl),
    category: '/category/news/page/1/',
    game: `/game/title/${games.data[0].gameId}/page/1/`,
    schedule: '/schedule/',
    rankings: '/ranking/article/',
    search: `/search/?q=${encodeURIComponent('ゲーム')}`,
    special: `/special/${directories.data[0].directoryName}/`,
  };
}

export const PAGE_TYPES = ['top', 'article', 'category', 'game', 'schedule', 'rankings', 'search', 'special'];
