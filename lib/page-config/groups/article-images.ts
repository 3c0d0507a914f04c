import type { PageConfigGroup } from '../define-page';

export const ARTICLE_IMAGE_PAGES: PageConfigGroup = {};
