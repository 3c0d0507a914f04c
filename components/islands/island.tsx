import { ServerHtml } from '@/components/server-html/server-html';
import type { HtmlOnly, IslandId } from '@/foundation/site/html-only';
import styles from './island.module.scss';

/**
 * A static island (decision 032): a part of the page rendered on the server only, whose component
 * code the browser never loads. It hydrates onto the server's HTML and keeps it while the HTML a
 * refresh brings is the same; HTML from a client navigation or a changed refresh replaces it.
 */
export function Island({ id, html }: { id: IslandId; html: HtmlOnly<string> | undefined }) {
  // The server always has the HTML (the page file passes renderIslands): without it the page
  // would go out with a hole where the island belongs.
  if (typeof window === 'undefined' && typeof html !== 'string') throw new Error(`Island ${id} has no HTML: its page file must pass renderIslands`);
  // Without HTML (the document's first render) it keeps the server's; given the HTML it already
  // shows (a refresh with the same content), React, passed the same string, leaves the DOM alone.
  return <ServerHtml id={id} className={styles.island} html={html ?? undefined} />;
}
