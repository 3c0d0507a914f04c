import { isSchedulePlatform, releaseCalendar, releaseDates } from '../data/schedule';
import { notFound } from '../http/responses';
import type { ResolverTable } from './types';

export const scheduleResolvers: ResolverTable<'scheduleTitleGroups' | 'schedulePlatformsReleaseDates'> = {
  scheduleTitleGroups: ({ platform, yearMonth }, dataset) =>
    isSchedulePlatform(platform) ? releaseCalendar(dataset.schedule, platform, yearMonth) : notFound('platform', platform),
  schedulePlatformsReleaseDates: ({ platform, yearMonth }, dataset) =>
    isSchedulePlatform(platform) ? releaseDates(dataset.schedule, platform, yearMonth) : notFound('platform', platform),
};
