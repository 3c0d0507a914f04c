// A live event's next update, as the content API would post it, for browser tests of live coverage.

/** The page-props refresh a live article polls (every 30 s while live). */
export const LIVE_REFRESH_URL = '**/api/pages/page-props-data/**';

/** The next refresh answers with one update more, as the content API would once it was posted. */
export async function addUpdateOnNextRefresh(page, id, { editBody = (html) => html } = {}) {
  await page.route(LIVE_REFRESH_URL, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    const body = editBody(json.islands['article-body']);
    const listStart = body.indexOf('aria-label="更新">') + 'aria-label="更新">'.length;
    const item = `<li id="update-${id}" data-live-update="${id}"><article aria-label="新しい更新"><p><time>23:59</time></p><h3>新着テスト ${id}</h3><p>いま届いた更新の本文。</p></article></li>`;
    json.islands['article-body'] = `${body.slice(0, listStart)}${item}${body.slice(listStart)}`;
    json.articleDetailData.live.updateIds = [id, ...json.articleDetailData.live.updateIds];
    await route.fulfill({ response, json });
  });
}

/** A closed spoiler fold put into the update `updateId` of a live body's HTML (before its actions). */
export function withFoldInUpdate(html, updateId) {
  const start = html.indexOf(`data-live-update="${updateId}"`);
  const actions = html.indexOf('<p data-actions', start);
  if (start === -1 || actions === -1) throw new Error(`no update ${updateId} in the body`);
  const fold = '<details data-spoiler=""><summary>ネタバレ：試験の折り畳み</summary><div data-spoiler-content=""><p>折り畳みの中身。</p></div></details>';
  return `${html.slice(0, actions)}${fold}${html.slice(actions)}`;
}
