import { MAX_FOLLOWED_GAMES } from '@/foundation/reader/followed-games';
import { followLimitMessage, STORAGE_UNAVAILABLE_MESSAGE } from '@/foundation/reader/follow-messages';
import { FOLLOW_GAME_ATTRIBUTE, FOLLOW_NAME_ATTRIBUTE, FOLLOW_READY_ATTRIBUTE } from '@/foundation/reader/reader-markers';
import { MYPAGE_PATH } from '@/foundation/paths/mypage';
import { followedGames, followGame, isGameFollowed, unfollowGame } from './followed-games-store';

/*
 * The follow buttons of the static islands (the game page's header, an article's game boxes): the
 * server sends each disabled and unseen, its space kept; this sets its state (aria-pressed, which
 * the stylesheet shows as フォローする / フォロー中) and makes it work, once and for every button a
 * later render or a client navigation adds. A click acts at once; nothing is held.
 */

const WRAPPER = `[${FOLLOW_GAME_ATTRIBUTE}]`;
const PENDING = `${WRAPPER}:not([${FOLLOW_READY_ATTRIBUTE}])`;
const NOTE = '[role="status"]';

function buttonOf(wrapper: Element): HTMLButtonElement | null {
  return wrapper.querySelector('button');
}

function showState(wrapper: Element, available: boolean): void {
  const button = buttonOf(wrapper);
  const gameId = wrapper.getAttribute(FOLLOW_GAME_ATTRIBUTE);
  if (!button || !gameId) return;
  button.setAttribute('aria-pressed', String(available && isGameFollowed(gameId)));
  // Still focusable and explains itself when pressed (aria-disabled, not disabled).
  if (available) button.removeAttribute('aria-disabled');
  else button.setAttribute('aria-disabled', 'true');
  button.disabled = false;
  wrapper.setAttribute(FOLLOW_READY_ATTRIBUTE, '');
}

function setNote(wrapper: Element, message: string | null): void {
  const note = wrapper.querySelector(NOTE);
  if (!note) return;
  note.replaceChildren();
  if (message === null) return;
  const link = document.createElement('a');
  link.href = MYPAGE_PATH;
  link.textContent = 'マイページへ';
  note.append(message, ' ', link);
}

function clearNotes(root: ParentNode, except?: Element): void {
  root.querySelectorAll(WRAPPER).forEach((wrapper) => wrapper !== except && setNote(wrapper, null));
}

function onClick(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest?.(`${WRAPPER} button`);
  const wrapper = button?.closest(WRAPPER);
  if (!button || !wrapper) {
    if (!(event.target as Element | null)?.closest?.(NOTE)) clearNotes(document);
    return;
  }
  const gameId = wrapper.getAttribute(FOLLOW_GAME_ATTRIBUTE) ?? '';
  const name = wrapper.getAttribute(FOLLOW_NAME_ATTRIBUTE) ?? '';
  clearNotes(document, wrapper);
  if (isGameFollowed(gameId)) {
    setNote(wrapper, unfollowGame(gameId) ? null : STORAGE_UNAVAILABLE_MESSAGE);
  } else {
    const result = followGame({ gameId, name });
    setNote(wrapper, result === 'limit' ? followLimitMessage(MAX_FOLLOWED_GAMES) : result === 'unavailable' ? STORAGE_UNAVAILABLE_MESSAGE : null);
  }
  syncFollowButtons(document);
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape') clearNotes(document);
}

/** Shows every follow button's state (all of them: another tab may have changed the list). */
export function syncFollowButtons(root: ParentNode): void {
  const available = followedGames.available();
  root.querySelectorAll(WRAPPER).forEach((wrapper) => showState(wrapper, available));
}

let installed = false;

/** Makes the follow buttons under `document` work, now and as new ones arrive. Once per page load. */
export function enhanceFollowButtons(): void {
  syncFollowButtons(document);
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  followedGames.subscribe(() => syncFollowButtons(document));
  // Islands the refresh or a navigation puts in: their buttons arrive unseen and disabled.
  const page = document;
  new MutationObserver(() => {
    if (page.querySelector(PENDING)) syncFollowButtons(page);
  }).observe(page.body, { childList: true, subtree: true });
}
