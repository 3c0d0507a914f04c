import type { PageConfigGroup } from '../define-page';

export const SPECIAL_PAGES: PageConfigGroup = {};
