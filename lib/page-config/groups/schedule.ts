import type { PageConfigGroup } from '../define-page';

export const SCHEDULE_PAGES: PageConfigGroup = {};
