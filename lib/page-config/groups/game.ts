import type { PageConfigGroup } from '../define-page';

export const GAME_PAGES: PageConfigGroup = {};
