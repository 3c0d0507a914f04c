import { useEffect, useRef, useState } from 'react';
import type { HtmlOnly } from '@/foundation/site/html-only';
import { LIVE_COPY_ATTRIBUTE, LIVE_NEW_SLOT_ATTRIBUTE, LIVE_UPDATE_ATTRIBUTE } from './live-updates-marks';

/** What the browser knows of a live article from its props: its state and its updates' ids, newest first. */
export interface LiveIds {
  state: 'live' | 'ended';
  updateIds: readonly string[];
}

/** How long the copy button says it copied. */
const COPIED_FOR_MS = 2_000;

/**
 * Whether the reader has not reached the updates yet: the list's first update is below the screen,
 * so new updates can go in above it without moving anything the reader sees (CLS 0).
 */
function updatesBelowScreen(): boolean {
  const first = document.querySelector(`[${LIVE_UPDATE_ATTRIBUTE}]`);
  return !first || first.getBoundingClientRect().top >= window.innerHeight;
}

/** The status slot turned into the 「新着 N件」 button (a plain DOM button: the slot is the island's HTML). */
function showNewButton(count: number, onShow: () => void): void {
  const slot = document.querySelector(`[${LIVE_NEW_SLOT_ATTRIBUTE}]`);
  if (!slot) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.liveNewButton = '';
  button.textContent = `新着 ${count}件`;
  button.addEventListener('click', onShow);
  slot.replaceChildren(button);
}

/**
 * The body HTML a live article shows (issue 36). A refresh brings the body with its new updates;
 * they are not put in above what the reader is reading: while the reader is among the updates the
 * page keeps the HTML it shows and the status line becomes 「新着 N件」, which shows them and
 * scrolls to the newest. A reader who has not reached the updates gets them at once. Undefined
 * keeps the server's HTML (the first render), as Island expects.
 */
export function useLiveBodyHtml(html: HtmlOnly<string> | undefined, live: LiveIds | null | undefined): HtmlOnly<string> | undefined {
  const [shown, setShown] = useState<{ html: HtmlOnly<string> | undefined; ids: readonly string[] }>(() => ({ html, ids: live?.updateIds ?? [] }));
  const pending = useRef<{ html: HtmlOnly<string> | undefined; ids: readonly string[]; first: string } | null>(null);
  const ids = live?.updateIds;

  useEffect(() => {
    if (!ids || html === shown.html) return;
    const known = new Set(shown.ids);
    const fresh = ids.filter((id) => !known.has(id));
    if (fresh.length === 0 || updatesBelowScreen()) {
      pending.current = null;
      // Put in with the next frame (the same render React would start; no render inside this effect).
      const frame = requestAnimationFrame(() => setShown({ html, ids }));
      return () => cancelAnimationFrame(frame);
    }
    pending.current = { html, ids, first: fresh[0] ?? '' };
    showNewButton(fresh.length, () => {
      const next = pending.current;
      if (!next) return;
      pending.current = null;
      setShown({ html: next.html, ids: next.ids });
      // After React has put the new HTML in: the newest of the new updates, under the sticky header.
      requestAnimationFrame(() => document.querySelector(`[${LIVE_UPDATE_ATTRIBUTE}="${CSS.escape(next.first)}"]`)?.scrollIntoView({ block: 'start' }));
    });
  }, [html, ids, shown]);

  useEffect(() => {
    if (!live) return undefined;
    // Copy buttons of the updates (plain buttons in the island's HTML): one delegated listener.
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`[${LIVE_COPY_ATTRIBUTE}]`) : null;
      if (!(button instanceof HTMLButtonElement)) return;
      const link = button.getAttribute(LIVE_COPY_ATTRIBUTE) ?? '';
      const done = () => {
        const label = button.textContent;
        button.textContent = 'コピーしました';
        window.setTimeout(() => {
          button.textContent = label;
        }, COPIED_FOR_MS);
      };
      // Without the clipboard (an insecure origin), the address bar holds the permalink instead.
      if (navigator.clipboard) void navigator.clipboard.writeText(link).then(done, () => history.replaceState(history.state, '', new URL(link).hash));
      else history.replaceState(history.state, '', new URL(link).hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [live]);

  return live ? shown.html : html;
}
