// Names and addresses of the weekly magazine: shared by its route handlers and its components
// (which must not pull route handlers into the browser bundle).

/** The weekly magazine (DECISIONS.md: 週刊プレイノート under `/special/content/weeklyplaynote/`). */
export const WEEKLY_MAGAZINE_NAME = '週刊プレイノート';
export const WEEKLY_MAGAZINE_CODE = 'weeklyplaynote';
/** Category of the magazine's own articles (プレイノート本誌): they are parts of past issues. */
export const WEEKLY_MAGAZINE_CATEGORY_CODE = 'playnote-magazine';

export const weeklyPaths = {
  index: () => `/special/content/${WEEKLY_MAGAZINE_CODE}/`,
  part: (articleId: string | number, page = 1) =>
    `/special/content/${WEEKLY_MAGAZINE_CODE}/${articleId}/${page > 1 ? `?page=${page}` : ''}`,
} as const;

/** An issue's full name: its title, with the magazine's name in front unless the title has it already. */
export function weeklyIssueTitle(issue: { title: string }): string {
  return issue.title.includes(WEEKLY_MAGAZINE_NAME) ? issue.title : `${WEEKLY_MAGAZINE_NAME} ${issue.title}`;
}
