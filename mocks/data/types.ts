import type { ArticleCard, Author, CategoryRef, Video } from '@/api-clients/schemas/common';
import type { GameCard, Platform } from '@/api-clients/schemas/game';
import type { PlatformInfo } from './platforms';

export interface GameVersionRecord {
  platform: Platform;
  info: PlatformInfo;
  releaseDate: string | null;
  releaseDateText: string;
  price: string;
  /** Tax-excluded price in yen, or 0 for free-to-play. */
  priceYen: number;
  janCode: string | null;
}

export interface GameRecord {
  gameId: string;
  /** Position in the dataset's game list, used to derive per-game values. */
  index: number;
  name: string;
  nameKana: string;
  maker: string;
  genre: string;
  description: string;
  thumbnailUrl: string;
  officialSiteUrl: string | null;
  titleGroupId: string | null;
  versions: GameVersionRecord[];
  /** Earliest decided release date of its versions. */
  releaseDate: string | null;
  /** 0-1; drives sales, rankings and how often articles mention the title. */
  popularity: number;
  isNewTitle: boolean;
  card: GameCard;
}

export interface TitleGroupRecord {
  titleGroupId: string;
  name: string;
  games: GameRecord[];
}

export interface AuthorRecord extends Author {
  /** Short reference used in article bylines. */
  byline: { id: string; name: string; iconUrl: string | null };
}

export interface ArticleRecord {
  id: string;
  numericId: number;
  card: ArticleCard;
  publishedMs: number;
  yearMonth: string;
  /** `/article/{YYYYMM}/{id}/` */
  path: string;
  mainCategory: CategoryRef;
  subCategories: CategoryRef[];
  authorIds: string[];
  gameIds: string[];
  imageCount: number;
  isR18: boolean;
  isDisplayAd: boolean;
  isToc: boolean;
  /** Body pages when fixed (an editors' draft); otherwise drawn with the body. */
  bodyPages?: number;
}

export interface GameVideoRecord extends Video {
  gameId: string;
}
