import type { PageConfigGroup } from '../define-page';

export const RANKING_PAGES: PageConfigGroup = {};
