import { isWithinDisplayWindow } from '@/foundation/site/display-window';

/** Stands in for a missing release start: released since forever. */
const OPEN_START = '1970-01-01T00:00:00Z';

/**
 * Release window of ad units and campaigns (releaseStartAt/releaseEndAt). Unlike a display window
 * (spec §4), both ends are optional here: no start means "released since forever", no end means
 * open-ended; with both null the item is always released. A start or end that is present but not
 * a valid date, or an end before the start, means not released (the display-window rule).
 */
export function isReleased(releaseStartAt: string | null, releaseEndAt: string | null, now: Date): boolean {
  return isWithinDisplayWindow(releaseStartAt ?? OPEN_START, releaseEndAt, now, true);
}
