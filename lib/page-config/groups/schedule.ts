import { getScheduleIndexPageData, getSchedulePageData } from '@/lib/page-data/schedule';
import { definePage, type PageConfigGroup } from '../define-page';

export const SCHEDULE_PAGES: PageConfigGroup = {
  '/schedule/': definePage('SCHEDULE', getScheduleIndexPageData),
  '/schedule/[gamePlatforms]/[gameReleaseDate]/': definePage('SCHEDULE', getSchedulePageData),
};
