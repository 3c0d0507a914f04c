import type { PageConfigGroup } from '../define-page';

export const PREVIEW_PAGES: PageConfigGroup = {};
