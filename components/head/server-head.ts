import type NextHead from 'next/head';

/**
 * next/head on the server, where it puts a page's tags into the HTML document's head; null in the
 * browser. After a client navigation the browser's head follows the page through FollowingHead
 * (following-head.ts), a few attribute writes instead of next/head's reducer (1.1 KB gz on every
 * route). Turbopack folds `typeof window` in the browser build and leaves out the require of the
 * dead branch, as for the JSON-LD builders (components/seo/server-json-ld.ts).
 */
export const ServerHead: typeof NextHead | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('next/head') as { default: typeof NextHead }).default : null;
