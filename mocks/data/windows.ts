import type { Random } from './prng';
import { DAY_MS, HOUR_MS, toJstIso } from './time';

/** Display-window variants the site must handle (spec §4): every list mixes several. */
export type WindowKind = 'active' | 'openEnded' | 'expired' | 'future' | 'invalid' | 'reversed';

export interface DisplayWindow {
  startAt: string | null;
  endAt: string | null;
}

const INVALID_DATES = ['2026-13-45T25:00:00+09:00', '未定', 'not-a-date'];

function hourAligned(ms: number): string {
  return toJstIso(ms - (ms % HOUR_MS));
}

export function displayWindow(rng: Random, kind: WindowKind, nowMs: number): DisplayWindow {
  const days = (min: number, max: number) => rng.int(min, max) * DAY_MS;
  switch (kind) {
    case 'active':
      return { startAt: hourAligned(nowMs - days(1, 20)), endAt: hourAligned(nowMs + days(3, 40)) };
    case 'openEnded':
      return { startAt: hourAligned(nowMs - days(1, 60)), endAt: null };
    case 'expired':
      return { startAt: hourAligned(nowMs - days(40, 90)), endAt: hourAligned(nowMs - days(1, 20)) };
    case 'future':
      return { startAt: hourAligned(nowMs + days(3, 10)), endAt: hourAligned(nowMs + days(20, 40)) };
    case 'invalid':
      return { startAt: rng.pick(INVALID_DATES), endAt: hourAligned(nowMs + days(5, 30)) };
    case 'reversed':
      return { startAt: hourAligned(nowMs - days(1, 5)), endAt: hourAligned(nowMs - days(10, 20)) };
  }
}

/** A cycle that puts live windows first, so every list shows something now. */
export const WINDOW_CYCLE: readonly WindowKind[] = ['active', 'openEnded', 'active', 'expired', 'future', 'active', 'invalid', 'openEnded', 'reversed'];

export function windowAt(rng: Random, index: number, nowMs: number): DisplayWindow {
  return displayWindow(rng, WINDOW_CYCLE[index % WINDOW_CYCLE.length] as WindowKind, nowMs);
}
