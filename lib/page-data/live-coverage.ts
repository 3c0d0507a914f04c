import { withTaggedAmazonLinks } from '@/ads/amazon-affiliate';
import type { AdPageType } from '@/ads/types';
import type { ContentBlock, LiveCoverage, LiveState } from '@/api-clients/schemas/article';
import { LIVE_OLDEST_FIRST } from '@/foundation/site/live-refresh';

/** In what order the updates show: newest first, or (an ended event, on request) oldest first. */
export type LiveOrder = 'newest' | 'oldest';

export interface LiveUpdateView {
  id: string;
  /** The update's element id and permalink fragment: `update-{id}`. */
  anchor: string;
  postedAt: string;
  title: string | null;
  isKeyEvent: boolean;
  isPinned: boolean;
  /** Rendered on the server only, into the article body's island (decision 032). */
  blocks: ContentBlock[];
}

export interface LiveKeyEvent {
  anchor: string;
  title: string;
  postedAt: string;
}

/** What the page shows of a live article (issue 36). */
export interface LiveView {
  state: LiveState;
  startedAt: string;
  endedAt: string | null;
  /** The newest update's time, or the start before the first. */
  lastUpdatedAt: string;
  order: LiveOrder;
  /** Pinned first, then by time in `order`. */
  updates: LiveUpdateView[];
  /** 要点: the key-event updates with a title, newest first. */
  keyEvents: LiveKeyEvent[];
  /** Every update's id, newest first: in the browser, what tells a refresh's new updates apart. */
  updateIds: string[];
}

export const liveAnchorOf = (id: string): string => `update-${id}`;

const byTime = (a: { postedAt: string }, b: { postedAt: string }) => Date.parse(a.postedAt) - Date.parse(b.postedAt);

/** The order asked for: oldest first only for an ended event and `?order=oldest`. */
export function liveOrderOf(state: LiveState, requested: string | string[] | undefined): LiveOrder {
  return state === 'ended' && requested === LIVE_OLDEST_FIRST ? 'oldest' : 'newest';
}

/** The live part as the page shows it: sorted, pinned on top, key events listed, links tagged. */
export function toLiveView(live: LiveCoverage, requestedOrder: string | string[] | undefined, adPageType: AdPageType): LiveView {
  const order = liveOrderOf(live.state, requestedOrder);
  const newestFirst = [...live.updates].sort(byTime).reverse();
  const inOrder = order === 'newest' ? newestFirst : [...newestFirst].reverse();
  const pinned = inOrder.filter((update) => update.isPinned);
  const updates = [...pinned, ...inOrder.filter((update) => !update.isPinned)].map((update) => ({
    id: update.id,
    anchor: liveAnchorOf(update.id),
    postedAt: update.postedAt,
    title: update.title,
    isKeyEvent: update.isKeyEvent,
    isPinned: update.isPinned,
    blocks: withTaggedAmazonLinks(update.blocks, adPageType),
  }));
  return {
    updateIds: newestFirst.map((update) => update.id),
    state: live.state,
    startedAt: live.startedAt,
    endedAt: live.endedAt,
    lastUpdatedAt: newestFirst[0]?.postedAt ?? live.startedAt,
    order,
    updates,
    keyEvents: newestFirst.flatMap((update) => (update.isKeyEvent && update.title ? [{ anchor: liveAnchorOf(update.id), title: update.title, postedAt: update.postedAt }] : [])),
  };
}
