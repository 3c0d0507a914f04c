import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HtmlOnly } from '@/foundation/site/html-only';

/** What the browser knows of a live article from its props: its state and its updates' ids, newest first. */
export interface LiveIds {
  state: 'live' | 'ended';
  updateIds: readonly string[];
}

/** The live controller's code, fetched on a live article's page only (it costs other pages nothing). */
const loadController = () => import('./live-updates-controller');

/**
 * The body HTML a live article shows (issue 36). A refresh brings the body with its new updates;
 * they are not put in above what the reader is reading: while the reader is among the updates the
 * page keeps the HTML it shows and the status line becomes 「新着 N件」, which shows them and
 * scrolls to the newest. A reader who has not reached the updates gets them at once. Undefined
 * keeps the server's HTML (the first render), as Island expects.
 */
export function useLiveBodyHtml(html: HtmlOnly<string> | undefined, live: LiveIds | null | undefined): HtmlOnly<string> | undefined {
  const [shown, setShown] = useState<{ html: HtmlOnly<string> | undefined; ids: readonly string[] }>(() => ({ html, ids: live?.updateIds ?? [] }));
  const pending = useRef<{ html: HtmlOnly<string> | undefined; ids: readonly string[] } | null>(null);
  // Opens again, in the new HTML, the folds (spoilers) the reader had open in the old.
  const reopenFolds = useRef<(() => void) | null>(null);
  const ids = live?.updateIds;
  const isLive = Boolean(live);

  useEffect(() => {
    if (!ids || html === shown.html) return undefined;
    const known = new Set(shown.ids);
    const fresh = ids.filter((id) => !known.has(id));
    let cancelled = false;
    void loadController().then(({ showNewButton, scrollToUpdate, updatesBelowScreen, keepOpenFolds }) => {
      if (cancelled) return;
      const adopt = (next: { html: HtmlOnly<string> | undefined; ids: readonly string[] }) => {
        pending.current = null;
        reopenFolds.current = keepOpenFolds();
        setShown(next);
      };
      if (fresh.length === 0 || updatesBelowScreen()) {
        adopt({ html, ids });
        return;
      }
      pending.current = { html, ids };
      showNewButton(fresh.length, () => {
        const next = pending.current;
        if (!next) return;
        adopt(next);
        scrollToUpdate(fresh[0] ?? '');
      });
    });
    return () => {
      cancelled = true;
    };
  }, [html, ids, shown]);

  // After the new HTML is in and before it is painted: no fold is seen closing.
  useLayoutEffect(() => {
    reopenFolds.current?.();
    reopenFolds.current = null;
  }, [shown.html]);

  useEffect(() => {
    if (!isLive) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadController().then(({ listenForCopies }) => {
      if (!cancelled) stop = listenForCopies();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [isLive]);

  return live ? shown.html : html;
}
