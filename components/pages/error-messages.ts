import { errorTitleFor } from './error-titles';

/** What an error page tells the reader, per status (the spec leaves user-facing texts to us). */
function errorMessageTextFor(statusCode: number): string {
  if (statusCode === 401 || statusCode === 403) return 'プレビューのリンクが無効か、有効期限が切れています。編集部から新しいリンクを受け取ってください。';
  if (statusCode === 404) return 'お探しのページは削除されたか、URLが変更された可能性があります。キーワードで検索するか、下の記事からお探しください。';
  if (statusCode === 504) return '応答に時間がかかっているため、一時的に表示できません。しばらくしてから再度お試しください。';
  return 'アクセスの集中または障害のため、一時的に表示できません。しばらくしてから再度お試しください。';
}

/** Japanese title and message per status. */
export function errorMessageFor(statusCode: number): { title: string; message: string } {
  return { title: errorTitleFor(statusCode), message: errorMessageTextFor(statusCode) };
}
