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
