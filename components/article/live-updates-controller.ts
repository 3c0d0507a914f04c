import { SERVER_HTML_ATTRIBUTE } from '@/components/server-html/server-html';
import { LIVE_COPY_ATTRIBUTE, LIVE_COPY_READY_ATTRIBUTE, LIVE_NEW_SLOT_ATTRIBUTE, LIVE_UPDATE_ATTRIBUTE } from './live-updates-marks';

/**
 * The browser side of a live article (issue 36), loaded only on a live article's page
 * (use-live-updates.ts imports it when the page is one): where new updates go, the 「新着 N件」
 * button, and the updates' copy buttons.
 */

/** How long the copy button says it copied. */
const COPIED_FOR_MS = 2_000;

/**
 * Whether the reader has not reached the updates yet: the list's first update is below the screen,
 * so new updates can go in above it without moving anything the reader sees (CLS 0).
 */
export function updatesBelowScreen(): boolean {
  const first = document.querySelector(`[${LIVE_UPDATE_ATTRIBUTE}]`);
  return !first || first.getBoundingClientRect().top >= window.innerHeight;
}

/** The status slot turned into the 「新着 N件」 button (a plain DOM button: the slot is the island's HTML). */
export function showNewButton(count: number, onShow: () => void): void {
  const slot = document.querySelector(`[${LIVE_NEW_SLOT_ATTRIBUTE}]`);
  if (!slot) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.liveNewButton = '';
  button.textContent = `新着 ${count}件`;
  button.addEventListener('click', onShow);
  slot.replaceChildren(button);
}

/** After the new HTML is in: the newest of the new updates at the top of the screen. */
export function scrollToUpdate(id: string): void {
  requestAnimationFrame(() => document.querySelector(`[${LIVE_UPDATE_ATTRIBUTE}="${CSS.escape(id)}"]`)?.scrollIntoView({ block: 'start' }));
}

/** The updates' copy links (plain links in the island's HTML): one delegated listener; returns its removal. */
export function listenForCopies(): () => void {
  const onClick = (event: MouseEvent) => {
    const copyLink = event.target instanceof Element ? event.target.closest(`[${LIVE_COPY_ATTRIBUTE}]`) : null;
    if (!(copyLink instanceof HTMLElement)) return;
    event.preventDefault();
    const link = copyLink.getAttribute(LIVE_COPY_ATTRIBUTE) ?? '';
    // The label as sent (a second tap while it says コピーしました must not keep that).
    const label = (copyLink.dataset.label ??= copyLink.textContent ?? '');
    const done = () => {
      copyLink.textContent = 'コピーしました';
      window.setTimeout(() => {
        copyLink.textContent = label;
      }, COPIED_FOR_MS);
    };
    // Without the clipboard (an insecure origin), the address bar holds the permalink instead.
    const inAddressBar = () => history.replaceState(history.state, '', new URL(link).hash);
    if (navigator.clipboard) void navigator.clipboard.writeText(link).then(done, inAddressBar);
    else inAddressBar();
  };
  document.addEventListener('click', onClick);
  document.documentElement.setAttribute(LIVE_COPY_READY_ATTRIBUTE, '');
  return () => {
    document.removeEventListener('click', onClick);
    document.documentElement.removeAttribute(LIVE_COPY_READY_ATTRIBUTE);
  };
}

/**
 * The body's open folds (spoiler sections) by their place: the update holding one (its id), or the
 * introduction before the updates, and its order there. Returns what opens them again in the body's
 * next HTML, where updates may have been added above.
 */
export function keepOpenFolds(): () => void {
  const body = () => document.querySelector(`[${SERVER_HTML_ATTRIBUTE}="article-body"]`);
  const foldKey = (fold: HTMLDetailsElement) => {
    const update = fold.closest(`[${LIVE_UPDATE_ATTRIBUTE}]`);
    const scope = update ?? body();
    const siblings = Array.from(scope?.querySelectorAll('details') ?? []).filter((other) => other.closest(`[${LIVE_UPDATE_ATTRIBUTE}]`) === update);
    return `${update?.getAttribute(LIVE_UPDATE_ATTRIBUTE) ?? ''}#${siblings.indexOf(fold)}`;
  };
  const folds = () => Array.from(body()?.querySelectorAll('details') ?? []);
  const open = new Set(folds().filter((fold) => fold.open).map(foldKey));
  return () => {
    if (open.size === 0) return;
    for (const fold of folds()) if (open.has(foldKey(fold))) fold.open = true;
  };
}
