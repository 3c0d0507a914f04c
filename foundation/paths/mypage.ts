/**
 * マイページ (issue 37): a reader's followed games and reading history, kept in their browser. Not in
 * `paths` (index.ts), which every route's first-load JavaScript carries: only the islands that link
 * it, its own route and the reader code need it.
 */
export const MYPAGE_PATH = '/mypage/';
