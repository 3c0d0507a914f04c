import { FOLLOW_LABELS } from '@/foundation/reader/follow-messages';
import { FOLLOW_GAME_ATTRIBUTE, FOLLOW_NAME_ATTRIBUTE } from '@/foundation/reader/reader-markers';

/**
 * フォローする / フォロー中 for one game, inside a static island (decision 032). The server sends it
 * disabled and unseen with its space kept; the reader code (lib/client/reader/follow-buttons.ts)
 * sets `aria-pressed` from the reader's browser and enables it, so its first visible state is the
 * reader's. Both labels stand in one grid cell and the pressed state shows one: the button is as
 * wide as the longer and nothing moves when it changes. The game's name is for screen readers (a
 * page may have several buttons). The status line under it says why a follow was refused.
 * Styled by the island's own stylesheet (styles/_follow-toggle.scss under one of its classes, by
 * this element's attribute): no class of its own, so no route's first-load JavaScript carries a
 * class map entry for it.
 */
export function FollowButton({ gameId, name }: { gameId: string; name: string }) {
  const wrapperProps = { [FOLLOW_GAME_ATTRIBUTE]: gameId, [FOLLOW_NAME_ATTRIBUTE]: name };
  return (
    <span {...wrapperProps}>
      <button type="button" aria-pressed="false" disabled>
        <span data-labels="">
          <span data-label="off">{FOLLOW_LABELS.off}</span>
          <span data-label="on">{FOLLOW_LABELS.on}</span>
        </span>
        <span className="visually-hidden">（{name}）</span>
      </button>
      <span role="status" />
    </span>
  );
}
