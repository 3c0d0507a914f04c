import { lazy } from 'react';
import type { HtmlOnly } from '@/foundation/site/html-only';
import { BodyIsland } from './body-island';
import type { LiveIds } from './use-live-updates';

// A live article's body (issue 36) in its own chunk: no other page pays for it. No Suspense
// boundary: while its code arrives, hydration keeps the server's HTML (as _app's error page).
const LiveArticleBody = lazy(() => import('./live-article-body'));

/**
 * An article's body in the browser: its static island (decision 032), the HTML the server rendered
 * from the blocks (ArticleBodyBlocks, which the browser never loads), with the in-body ad slots
 * taken over by React and image links opening the viewer after load, both by what is in that HTML.
 */
export function ArticleBody({ html, live }: { html: HtmlOnly<string> | undefined; live?: LiveIds | null }) {
  if (live) return <LiveArticleBody html={html} live={live} />;
  return <BodyIsland html={html} />;
}
