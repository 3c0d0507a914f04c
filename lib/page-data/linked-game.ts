import { withAffiliateTag } from '@/ads/amazon-affiliate';
import type { AdPageType } from '@/ads/types';
import type { FetchSource } from '@/api-clients/fetch-source';
import type { ArticleDetail } from '@/api-clients/schemas/article';
import type { GameTitleInformation } from '@/api-clients/schemas/game';
import { headlineBreaks } from './headline-breaks';
import { orFallback } from './secondary';

/** Game titles an article page shows at most (the first of the article's linked items). */
export const MAX_LINKED_GAMES = 3;

/** Amazon's product search, in the video-game department; the page type's tracking id is added. */
export const AMAZON_SEARCH_URL = 'https://www.amazon.co.jp/s';
export const AMAZON_VIDEO_GAMES_DEPARTMENT = 'videogames';

/** One platform version in the game box: when, for how much, and where to buy it. */
export interface LinkedGameVersion {
  platform: string;
  releaseDate: string | null;
  releaseDateText: string;
  price: string;
  amazonUrl: string;
}

/** A game title an article is linked to, as its game box shows it. */
export interface LinkedGame {
  gameId: string;
  name: string;
  nameBreaks: number[];
  thumbnailUrl: string | null;
  maker: string;
  genre: string;
  versions: LinkedGameVersion[];
}

/**
 * The Amazon search for one version: by its JAN code when it has one (the exact product), else by
 * the title and platform; tagged with the page type's affiliate id (ads/amazon-affiliate.ts).
 */
export function amazonSearchUrl(name: string, platform: string, janCode: string | null, adPageType: AdPageType): string {
  const url = new URL(AMAZON_SEARCH_URL);
  url.searchParams.set('k', janCode ?? `${name} ${platform}`);
  url.searchParams.set('i', AMAZON_VIDEO_GAMES_DEPARTMENT);
  return withAffiliateTag(url.toString(), adPageType);
}

export function toLinkedGame(game: GameTitleInformation, adPageType: AdPageType): LinkedGame {
  return {
    gameId: game.gameId,
    name: game.name,
    nameBreaks: headlineBreaks(game.name),
    thumbnailUrl: game.thumbnailUrl,
    maker: game.maker,
    genre: game.genre,
    versions: game.versions.map((version) => ({
      platform: version.platform.nameJa,
      releaseDate: version.releaseDate,
      releaseDateText: version.releaseDateText,
      price: version.price,
      amazonUrl: amazonSearchUrl(game.name, version.platform.nameJa, version.janCode, adPageType),
    })),
  };
}

/**
 * The article's linked game titles as its game boxes show them: the first MAX_LINKED_GAMES items,
 * fetched at once; each degrades to nothing on failure. Article, collection and preview pages alike.
 */
export async function loadLinkedGames(fetchSource: FetchSource, items: ArticleDetail['items'], adPageType: AdPageType): Promise<LinkedGame[]> {
  const games = await Promise.all(
    items.slice(0, MAX_LINKED_GAMES).map((item) => orFallback(fetchSource('gameTitleInformation', { gameId: item.item_id }), null)),
  );
  return games.filter((game) => game !== null).map((game) => toLinkedGame(game, adPageType));
}
