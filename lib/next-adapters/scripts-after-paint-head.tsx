/*
 * Next's `<Head>` with the page's scripts started after the first paint (decision 035). In a
 * production build Head writes the Turbopack bootstrap and then one `<script defer>` per chunk and
 * manifest (next/dist/pages/_document.js getScripts, getDynamicChunks). Deferred scripts that have
 * arrived run before the browser's first frame, so the first paint waited on them. This Head keeps
 * the bootstrap, writes the same script URLs in the same order as a JSON list, and the inline loader
 * (lib/next-adapters/scripts-after-paint.js, allowed by its hash) adds them once the first content
 * images have loaded and the first contentful paint has been presented. The Turbopack runtime
 * finds the chunks it needs by their `<script src>`, so what it waits for and how it loads more
 * are unchanged.
 * `next dev` keeps Next's own tags (hot reload is out of this scope).
 */
// Only pages/_document.tsx renders this Head; the rule guards pages, which must not render one.
// eslint-disable-next-line @next/next/no-document-import-in-page
import { Head } from 'next/document';
import type { ReactElement } from 'react';
import { SCRIPT_LIST_ID, SCRIPTS_AFTER_PAINT_LOADER } from './scripts-after-paint';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** The `src` of an element Next wrote, or null for an inline script (the bootstrap). */
function scriptSource(element: ReactElement | null): string | null {
  const src = (element?.props as { src?: unknown } | undefined)?.src;
  return typeof src === 'string' ? src : null;
}

export class HeadWithScriptsAfterPaint extends Head {
  override getDynamicChunks(files: DocumentFiles): (ReactElement | null)[] {
    // Written by getScripts below, first in the list, where Next puts them.
    return this.context.isDevelopment ? super.getDynamicChunks(files) : [];
  }

  override getScripts(files: DocumentFiles): ReactElement[] {
    const scripts = super.getScripts(files);
    if (this.context.isDevelopment) return scripts;
    const elements = [...super.getDynamicChunks(files), ...scripts];
    const sources = elements.map(scriptSource).filter((src): src is string => src !== null);
    const inline = scripts.filter((element) => scriptSource(element) === null);
    return [
      ...inline,
      // URLs of this build's chunks: nothing to escape but `<`, kept out for safety all the same.
      <script key={SCRIPT_LIST_ID} id={SCRIPT_LIST_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(sources).replace(/</g, '\\u003c') }} />,
      <script key="scripts-after-paint" dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_PAINT_LOADER }} />,
    ];
  }
}
