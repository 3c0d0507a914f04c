import { z } from 'zod';
import { httpUrl, isoDate, numericId } from './common';
import { platformSchema } from './game';

export const scheduleTitleSchema = z.object({
  gameId: numericId,
  name: z.string(),
  platform: platformSchema,
  maker: z.string(),
  genre: z.string(),
  price: z.string(),
  thumbnailUrl: httpUrl.nullable(),
  isNewTitle: z.boolean(),
});
export type ScheduleTitle = z.infer<typeof scheduleTitleSchema>;

/**
 * A month of the release calendar. The empty calendar is
 * `{yearsList: [], monthsList: [], isGameTitlesRelease: false, titleGroups: []}` (spec §3).
 */
export const releaseCalendarSchema = z.object({
  yearsList: z.array(z.string().regex(/^\d{4}$/)),
  monthsList: z.array(z.string().regex(/^\d{2}$/)),
  isGameTitlesRelease: z.boolean(),
  titleGroups: z.array(z.object({ releaseDate: isoDate, titles: z.array(scheduleTitleSchema) })),
});
export type ReleaseCalendar = z.infer<typeof releaseCalendarSchema>;

/** Days of a month that have releases, per platform filter (calendar marks). */
export const scheduleReleaseDatesSchema = z.object({
  platforms: z.array(platformSchema),
  releaseDates: z.array(isoDate),
});
export type ScheduleReleaseDates = z.infer<typeof scheduleReleaseDatesSchema>;
