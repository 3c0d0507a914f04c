import type { AdSpacePageType } from '@/api-clients/schemas/ads';
import type { AdPageType } from '@/ads/types';

/**
 * Which ad-space page type the PC/SP ad-space sources are asked for, per page ad type (spec §2).
 * Category and game pages use the list units; pages of type NONE carry no ads.
 */
export const AD_SPACE_PAGE_TYPE: Readonly<Record<AdPageType, AdSpacePageType | null>> = {
  TOP: 'TOP',
  LIST: 'LIST',
  CATEGORY: 'LIST',
  GAME: 'LIST',
  ARTICLE_DETAIL: 'ARTICLE_DETAIL',
  PREVIEW: 'PREVIEW',
  SCHEDULE: 'SCHEDULE',
  NONE: null,
};
