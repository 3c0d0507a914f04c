// Reading the bundled content API from browser and server tests: one JSON fetch and the JST
// year-month of an article's address (the spec's YYYYMM publicationDate).

/** The JSON at `baseOrUrl` + `path`; a non-2xx answer throws with its address and status. */
export async function getJson(baseOrUrl, path = '') {
  const response = await fetch(`${baseOrUrl}${path}`);
  if (!response.ok) throw new Error(`${path || baseOrUrl}: ${response.status}`);
  return response.json();
}

/** `YYYYMM` of an ISO instant in Asia/Tokyo, as article addresses spell it. */
export function jstYearMonth(iso) {
  const date = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The first of `hrefs` (article addresses, `/article/YYYYMM/ID/`) whose article the site shows
 * itself, not one that redirects to its `redirectUrl` (a PR article): which articles a ranking or a
 * list links depends on the data's clock, and a test that follows a link must stay on the site.
 */
export async function firstArticleOnSite(contentApiUrl, hrefs) {
  for (const href of hrefs) {
    const articleId = href.split('/')[3];
    const detail = await getJson(`${contentApiUrl}/api/article?articleId=${articleId}`);
    if (!detail.redirectUrl) return href;
  }
  return null;
}

/** The bundled content API's running and ended live events (issue 36): path, detail and card of each. */
export async function findLiveArticles(contentApiUrl) {
  const found = {};
  for (let page = 1; page <= 30 && !(found.live && found.ended); page += 1) {
    const list = await getJson(`${contentApiUrl}/api/q/articles?categoryCode=new-article&limit=100&page=${page}`);
    if (list.data.length === 0) break;
    for (const card of list.data.filter((entry) => entry.liveState)) {
      const detail = await getJson(`${contentApiUrl}/api/article?articleId=${card.id}`);
      found[detail.live.state] ??= { path: `/article/${jstYearMonth(detail.publishedAt)}/${detail.articleId}/`, detail, card };
    }
  }
  if (!(found.live && found.ended)) throw new Error('the bundled data has no running or no ended live event');
  return found;
}
