import { isApiError } from '@/api-clients/api-error';
import type { FetchSource } from '@/api-clients/fetch-source';
import type { Video } from '@/api-clients/schemas/common';
import type { GameImage, GameTitleInformation, Platform } from '@/api-clients/schemas/game';
import { isUrlId } from '@/foundation/validation/text-patterns';
import { getListlessPageFrame, RIGHT_RAIL_SIZE, type ListlessPageFrame, type PageFrameContext } from '../page-frame';
import { orFallback } from '../secondary';
import { loadGameBanners, type GameBanners } from './game-banners';

/** Game pages carry the list ad units (ads/ad-space-page-type.ts maps GAME to LIST); spec §3 adUnitsType. */
export const GAME_AD_UNITS_TYPE = 'LIST';
/** Longest game id accepted in a URL (ids are digits only, DECISIONS.md). */

/** The four sub-pages of a game title, in tab order (spec §2). */
export const GAME_TABS = ['articles', 'images', 'reviews', 'videos'] as const;
export type GameTab = (typeof GAME_TABS)[number];

/** One platform version as the game header shows it. */
export interface GameVersionView {
  platform: Platform;
  /** `YYYY-MM-DD`, or null while undecided (発売日未定). */
  releaseDate: string | null;
  releaseDateText: string;
  price: string;
}

/** What the shared game header and tabs render; trimmed from `gameTitleInformation`. */
export interface GameHeaderData {
  gameId: string;
  name: string;
  nameKana: string;
  description: string;
  thumbnailUrl: string | null;
  maker: string;
  genre: string;
  officialSiteUrl: string | null;
  titleGroupId: string | null;
  versions: GameVersionView[];
  counts: { articles: number; images: number; videos: number };
  hasReview: boolean;
}

/**
 * What every game title page carries: the page frame, the game header, the game's rail and its
 * jacks. No sponsored-card candidates: only the articles page has an article list (it adds them).
 */
export interface GamePageFrame extends ListlessPageFrame {
  adUnitsType: typeof GAME_AD_UNITS_TYPE;
  game: GameHeaderData;
  /** The game's latest images for the right rail (spec §9: 8); empty when the source fails. */
  railImages: GameImage[];
  /** The game's latest videos for the right rail (spec §9: 4); empty when the source fails. */
  railVideos: Video[];
  /** The header jack above the game header and the side jacks (pickupJack), the reader's device's. */
  gameBanners: GameBanners;
}

/** `{gameId}` route segment → the id, or null when it cannot be a game id (→ 404). */
export function parseGameId(raw: string | undefined): string | null {
  return raw !== undefined && isUrlId(raw) ? raw : null;
}

export function toGameHeader(information: GameTitleInformation): GameHeaderData {
  return {
    gameId: information.gameId,
    name: information.name,
    nameKana: information.nameKana,
    description: information.description,
    thumbnailUrl: information.thumbnailUrl,
    maker: information.maker,
    genre: information.genre,
    officialSiteUrl: information.officialSiteUrl,
    titleGroupId: information.titleGroupId,
    versions: information.versions.map(({ platform, releaseDate, releaseDateText, price }) => ({ platform, releaseDate, releaseDateText, price })),
    counts: { articles: information.articleCount, images: information.imageCount, videos: information.videoCount },
    hasReview: information.hasReview,
  };
}

/**
 * The essential sources of a game page: the title information and the page's own main data,
 * loaded in parallel. An unknown game (upstream 404 from either) is null (→ 404 page); any
 * other failure is thrown (→ error page 502/504).
 */
export async function loadGameEssentials<T>(
  fetchSource: FetchSource,
  gameId: string,
  loadMain: () => Promise<T>,
): Promise<{ information: GameTitleInformation; main: T } | null> {
  try {
    const [information, main] = await Promise.all([fetchSource('gameTitleInformation', { gameId }), loadMain()]);
    return { information, main };
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return null;
    throw error;
  }
}

/** Page frame (layout, ads, ranking) plus the game's rail images and videos and its jacks; every part degrades. */
export async function getGamePageFrame(context: PageFrameContext, information: GameTitleInformation): Promise<GamePageFrame> {
  const { gameId } = information;
  const { fetchSource } = context;
  const [frame, images, videos, gameBanners] = await Promise.all([
    getListlessPageFrame(context),
    orFallback(fetchSource('gameTitleImage', { gameId, page: 1, limit: RIGHT_RAIL_SIZE.images }), null),
    orFallback(fetchSource('gameTitleVideo', { gameId, page: 1, limit: RIGHT_RAIL_SIZE.videos }), null),
    loadGameBanners(context),
  ]);
  return {
    ...frame,
    adUnitsType: GAME_AD_UNITS_TYPE,
    game: toGameHeader(information),
    railImages: images?.data.slice(0, RIGHT_RAIL_SIZE.images) ?? [],
    railVideos: videos?.data.slice(0, RIGHT_RAIL_SIZE.videos) ?? [],
    gameBanners,
  };
}
