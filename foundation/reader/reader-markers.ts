/**
 * The attributes the server writes into static islands (decision 032) for a reader's own Playnote
 * (issue 37), and the browser's reader code looks for. Client-safe: shared by the components that
 * render them and the code in lib/client/reader/ that enhances them.
 */

/** On a follow button's wrapper: the game's id (`data-follow-game="123"`) and its name. */
export const FOLLOW_GAME_ATTRIBUTE = 'data-follow-game';
export const FOLLOW_NAME_ATTRIBUTE = 'data-follow-name';
/** Set by the browser once the button shows the reader's state and works. */
export const FOLLOW_READY_ATTRIBUTE = 'data-follow-ready';

/** On a page that shows an article a reader's history keeps: its id, title and thumbnail. */
export const READING_ARTICLE_ATTRIBUTE = 'data-reading-article';
export const READING_TITLE_ATTRIBUTE = 'data-reading-title';
export const READING_THUMBNAIL_ATTRIBUTE = 'data-reading-thumbnail';
