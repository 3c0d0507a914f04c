import type { PageConfigGroup } from '../define-page';

export const LISTS_PAGES: PageConfigGroup = {};
