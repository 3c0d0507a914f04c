import { SCHEDULE_PLATFORMS } from '@/foundation/site/categories';

/** The `{gamePlatforms}` value for every platform (DECISIONS.md). */
export const ALL_PLATFORMS = 'all-platforms';

export type SchedulePlatform = (typeof SCHEDULE_PLATFORMS)[number];

/** A platform filter of the schedule by its URL code (exact, case-sensitive), or undefined. */
export function findSchedulePlatform(code: string): SchedulePlatform | undefined {
  return SCHEDULE_PLATFORMS.find((platform) => platform.code === code);
}
