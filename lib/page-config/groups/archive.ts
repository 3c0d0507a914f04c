import type { PageConfigGroup } from '../define-page';

export const ARCHIVE_PAGES: PageConfigGroup = {};
