/** An error page's heading and title per status (the spec leaves user-facing texts to us). Apart from the messages: every page's `_app` carries this. */
export function errorTitleFor(statusCode: number): string {
  if (statusCode === 401 || statusCode === 403) return 'このページを表示する権限がありません';
  if (statusCode === 404) return 'ページが見つかりません';
  return 'ページを表示できませんでした';
}
