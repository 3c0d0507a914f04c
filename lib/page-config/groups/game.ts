import { getGameArticlesPageData } from '@/lib/page-data/game/game-articles';
import { getGameImagesPageData } from '@/lib/page-data/game/game-images';
import { GAME_AD_PAGE_TYPE } from '@/lib/page-data/game/game-page';
import { getGameReviewsPageData } from '@/lib/page-data/game/game-reviews';
import { getGameVideosPageData } from '@/lib/page-data/game/game-videos';
import { definePage, type PageConfigGroup } from '../define-page';

/** Game title pages (spec §2): articles, images, cross reviews and videos of one title. */
export const GAME_PAGES: PageConfigGroup = {
  '/game/title/[gameId]/page/[pageNumber]/': definePage(GAME_AD_PAGE_TYPE, getGameArticlesPageData),
  '/game/title/[gameId]/images/page/[pageNumber]/': definePage(GAME_AD_PAGE_TYPE, getGameImagesPageData),
  '/game/title/[gameId]/reviews/': definePage(GAME_AD_PAGE_TYPE, getGameReviewsPageData),
  '/game/title/[gameId]/videos/page/[pageNumber]/': definePage(GAME_AD_PAGE_TYPE, getGameVideosPageData),
};
