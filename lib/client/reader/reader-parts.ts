/** The reader's own parts of a page (issue 37), one chunk loaded only by pages that show them (lib/client/use-reader-parts.ts). */
export { enhanceFollowButtons } from './follow-buttons';
export { recordShownArticle } from './reading-recorder';
