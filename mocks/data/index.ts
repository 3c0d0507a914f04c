import type { AdSpace, AdSpacePageType, AmpAdSpace, BannerItem, CampaignItem, LogoJack, SpecialFeatureBanner } from '@/api-clients/schemas/ads';
import type { ArticleCard, Video } from '@/api-clients/schemas/common';
import type { CrossReview, GameCard } from '@/api-clients/schemas/game';
import type { AmazonRanking, ArticleRanking, GameSalesRanking, TrendWordRanking } from '@/api-clients/schemas/ranking';
import type { Archive, CommonParts, FeatureItem, Topic, WeeklyPart } from '@/api-clients/schemas/site';
import {
  buildAdSpaces,
  buildAmpAdSpaces,
  buildBannerLists,
  buildCampaigns,
  buildFeatureBanners,
  buildLogoJacks,
  type BannerListName,
} from './ads';
import { buildArticles, type ArticleIndex } from './articles';
import { buildAuthors } from './authors';
import { buildGames } from './games';
import { buildHistory, type HistoryRecord } from './history';
import { createImageUrls, defaultPublicBaseUrl, type ImageUrls } from './images';
import { buildMatome, buildTopics, type MatomeRecord } from './matome';
import { hashSeed, Random } from './prng';
import { buildAmazonRanking, buildArticleRankings, buildGameSales, buildTrendWords, type ArticleRankingKind } from './rankings';
import { buildCrossReviews } from './reviews';
import { resolveMockNow, toJstIso } from './time';
import { buildSchedule, type Schedule } from './schedule';
import { buildCommonParts, buildFeatures, buildPickUpArticles, buildPickUpGames, buildPickUpVideos, buildWeeklyPart } from './site';
import type { AuthorRecord, GameRecord, GameVideoRecord, TitleGroupRecord } from './types';
import { buildGameVideos } from './videos';
import { planLiveEvents, type LivePlans } from './live';

export type { ArticleRecord, AuthorRecord, GameRecord } from './types';

export const DEFAULT_ARTICLE_COUNT = 3_000;
export const DEFAULT_SEED = 20_261_120;

export interface DatasetOptions {
  articleCount?: number;
  seed?: number;
  /** Base of every image URL the data hands out (the mock server itself). */
  publicBaseUrl?: string;
  /** The data's "now" (epoch ms) everything dated is placed from; defaults to `resolveMockNow()`. */
  nowMs?: number;
}

export interface Dataset {
  seed: number;
  /** The data's "now" (epoch ms): the newest article is 10 minutes older, drafts and releases come after. */
  nowMs: number;
  /** The same instant as `2026-11-20T12:00:00+09:00`. */
  now: string;
  /** The real time the data set was built: its live clock runs from here (live.ts liveClockMs). */
  createdAtMs: number;
  /** The running and the ended live event (issue 36). */
  live: LivePlans;
  articleCount: number;
  images: ImageUrls;
  authors: AuthorRecord[];
  authorById: Map<string, AuthorRecord>;
  games: GameRecord[];
  gameById: Map<string, GameRecord>;
  titleGroupById: Map<string, TitleGroupRecord>;
  reviewsByGame: Map<string, CrossReview[]>;
  videosByGame: Map<string, GameVideoRecord[]>;
  articles: ArticleIndex;
  matome: Map<string, MatomeRecord>;
  topics: Topic[];
  schedule: Schedule;
  rankings: {
    articles: Record<ArticleRankingKind, ArticleRanking>;
    amazon: AmazonRanking;
    /** This week, last week, the week before. */
    gameSales: GameSalesRanking[];
    trendWords: TrendWordRanking;
  };
  ads: {
    pc: Map<AdSpacePageType, AdSpace>;
    sp: Map<AdSpacePageType, AdSpace>;
    amp: Map<AdSpacePageType, AmpAdSpace>;
    campaigns: CampaignItem[];
    banners: Record<BannerListName, BannerItem[]>;
    featureBanners: SpecialFeatureBanner;
    logoJacks: LogoJack;
  };
  site: {
    commonParts: CommonParts;
    features: FeatureItem[];
    weeklyPart: WeeklyPart;
    pickUpArticles: ArticleCard[];
    pickUpGames: GameCard[];
    pickUpVideos: Video[];
  };
  /** Old-site articles, newest first. */
  history: HistoryRecord[];
  archiveSummary: Archive['summary'];
}

function archiveSummary(articles: ArticleIndex): Archive['summary'] {
  const years = new Map<number, { month: number; count: number }[]>();
  for (const [yearMonth, list] of articles.byYearMonth) {
    const year = Number(yearMonth.slice(0, 4));
    const months = years.get(year) ?? [];
    months.push({ month: Number(yearMonth.slice(4)), count: list.length });
    years.set(year, months);
  }
  return [...years.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([year, months]) => ({ year, months: months.sort((a, b) => b.month - a.month) }));
}

/** Builds the whole data set. Each part has its own seeded generator, so parts do not shift each other. */
export function createDataset(options: DatasetOptions = {}): Dataset {
  const seed = options.seed ?? DEFAULT_SEED;
  const articleCount = options.articleCount ?? DEFAULT_ARTICLE_COUNT;
  if (!Number.isInteger(articleCount) || articleCount < 1) throw new Error(`Invalid article count: ${articleCount}`);
  const images = createImageUrls((options.publicBaseUrl ?? defaultPublicBaseUrl()).replace(/\/+$/, ''));
  const nowMs = options.nowMs ?? resolveMockNow();
  const rng = (salt: number) => new Random(hashSeed(seed, salt));

  const authors = buildAuthors(rng(1), images);
  const { games, titleGroups } = buildGames(rng(2), images, nowMs);
  const reviewsByGame = buildCrossReviews(rng(3), games, nowMs);
  const videosByGame = buildGameVideos(rng(4), games, images, nowMs);
  const articles = buildArticles(rng(5), articleCount, games, authors, images, nowMs);
  // Before anything copies the cards: the two live articles get their event titles here.
  const live = planLiveEvents(articles, games, nowMs, seed);
  const matome = buildMatome(rng(6), articles, images);

  return {
    seed,
    nowMs,
    now: toJstIso(nowMs),
    createdAtMs: Date.now(),
    live,
    articleCount,
    images,
    authors,
    authorById: new Map(authors.map((a) => [a.id, a])),
    games,
    gameById: new Map(games.map((g) => [g.gameId, g])),
    titleGroupById: new Map(titleGroups.map((t) => [t.titleGroupId, t])),
    reviewsByGame,
    videosByGame,
    articles,
    matome,
    topics: buildTopics(rng(7), matome, articles, nowMs),
    schedule: buildSchedule(games),
    rankings: {
      articles: buildArticleRankings(hashSeed(seed, 8), articles, nowMs),
      amazon: buildAmazonRanking(rng(9), games, images, nowMs),
      gameSales: buildGameSales(hashSeed(seed, 10), games, nowMs),
      trendWords: buildTrendWords(rng(11), games, nowMs),
    },
    ads: {
      pc: buildAdSpaces('PC', nowMs),
      sp: buildAdSpaces('SP', nowMs),
      amp: buildAmpAdSpaces(),
      campaigns: buildCampaigns(rng(12), games, images, nowMs),
      banners: buildBannerLists(rng(13), games, images, nowMs),
      featureBanners: buildFeatureBanners(rng(14), images, nowMs),
      logoJacks: buildLogoJacks(rng(15), images, nowMs),
    },
    site: {
      commonParts: buildCommonParts(articles),
      features: buildFeatures(articles, images),
      weeklyPart: buildWeeklyPart(rng(16), articles, games, images, nowMs),
      pickUpArticles: buildPickUpArticles(rng(17), articles),
      pickUpGames: buildPickUpGames(games, nowMs),
      pickUpVideos: buildPickUpVideos(videosByGame),
    },
    history: buildHistory(rng(18), games, images, nowMs),
    archiveSummary: archiveSummary(articles),
  };
}

function envInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

let memoised: Dataset | undefined;

/** The data set configured by `MOCK_NOW`, `ARTICLE_COUNT`, `MOCK_SEED` and `MOCK_PUBLIC_BASE_URL`, built once. */
export function getDataset(): Dataset {
  memoised ??= createDataset({ articleCount: envInteger('ARTICLE_COUNT'), seed: envInteger('MOCK_SEED') });
  return memoised;
}
