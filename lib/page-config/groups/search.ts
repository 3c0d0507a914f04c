import type { PageConfigGroup } from '../define-page';

export const SEARCH_PAGES: PageConfigGroup = {};
