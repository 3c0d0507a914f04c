/**
 * What a follow button and マイページ say (issue 37). Apart from reader-markers.ts, whose attribute
 * names the client-services chunk of every page reads: these strings go only where a button works.
 */

/** The labels of a follow button (its state is also `aria-pressed`). */
export const FOLLOW_LABELS = { off: 'フォローする', on: 'フォロー中' } as const;

/** Why a follow was refused: the 31st game, or a browser that does not let the site keep anything. */
export function followLimitMessage(limit: number): string {
  return `フォローできるのは${limit}タイトルまでです。マイページでフォローを外してから追加してください。`;
}
export const STORAGE_UNAVAILABLE_MESSAGE = 'このブラウザには保存できないため、フォローできません（プライベートブラウズやCookie・サイトデータの設定をご確認ください）。';
