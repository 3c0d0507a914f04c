import { toSponsoredCandidates } from '@/ads/campaign-cards';
import type { SponsoredCandidate } from '@/ads/sponsored-cards';
import type { Video } from '@/api-clients/schemas/common';
import type { GameCard } from '@/api-clients/schemas/game';
import type { MatomeDirectory } from '@/api-clients/schemas/matome';
import type { GameSalesRanking, TrendWordRanking } from '@/api-clients/schemas/ranking';
import type { ReleaseCalendar } from '@/api-clients/schemas/schedule';
import type { FeatureItem, Topic } from '@/api-clients/schemas/site';
import { toWeeklyTeaser } from '@/lib/page-data/weekly-issue';
import { findCategoryByCode, type Category } from '@/foundation/site/categories';
import { articleCardHref } from '@/foundation/paths';
import { toJstIsoDate, toJstYearMonth } from '@/foundation/format/date';
import { props } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { AMAZON_WIDGET_ROWS, loadAmazonWidget, type AmazonWidgetRow } from './amazon-widget';
import { loadTopBanners, type TopBanners } from './banners';
import { getGptAdData, getLayoutData, type GptAdData, type LayoutData } from './layout-data';
import { toListCards, toRankingRail, type ListCard, type RankingRailArticle } from './page-frame';
import { orFallback } from './secondary';
import { chooseBlockStories, storyKeys, type StoryBlockRule } from './top-story-blocks';

/** Main categories that get their own section on the top page, in order. */
export const TOP_SECTION_CATEGORY_CODES = ['news', 'review', 'interview', 'event-report', 'special-article', 'game-tips'] as const;
export const TOP_SECTION_SIZE = 6;
export const TOP_NEW_ARTICLES = 20;
export const TOP_PICKUP_ARTICLES = 5;
export const TOP_RANKING_SIZE = 10;
export const TOP_GAME_SALES_ROWS = 10;
/** Amazon ranking widget: the top of the game genre (lib/page-data/amazon-widget.ts). */
export const TOP_AMAZON_ROWS = AMAZON_WIDGET_ROWS;
/** Release-schedule block: the next releases of this month, all platforms. */
export const TOP_SCHEDULE_SIZE = 8;
export const TOP_SCHEDULE_PLATFORM = 'all-platforms';
/** Curated collections listed on the top page. */
export const TOP_MATOME_SIZE = 8;
export const TOP_PICKUP_VIDEOS = 4;
export const TOP_FEATURES = 6;
export const TOP_TOPICS = 8;
export const TOP_PICKUP_GAMES = 6;

/**
 * The story blocks of the top page in priority order and how often each may repeat a story shown
 * above it (lib/routes/top-story-blocks.ts): the lead stories first; the access ranking as
 * measured; the newest list may repeat a lead or ranked story once; category sections show only
 * stories not shown above (they add stories); features and topics may repeat a story once.
 */
export const TOP_STORY_RULES = {
  pickup: { size: TOP_PICKUP_ARTICLES, repeats: 0 },
  ranking: { size: TOP_RANKING_SIZE, fixed: true },
  newArticles: { size: TOP_NEW_ARTICLES, repeats: 1 },
  section: { size: TOP_SECTION_SIZE, repeats: 0 },
  features: { size: TOP_FEATURES, repeats: 1 },
  topics: { size: TOP_TOPICS, repeats: 1 },
} as const satisfies Record<string, StoryBlockRule>;

/**
 * How many candidates each block asks for so it keeps its size after skipping stories shown
 * above: a section may lose every story of the blocks that choose before it; the newest list and
 * features at most the stories shown twice, which are all lead or ranked stories; topics also
 * those the features repeat.
 */
const SHOWN_TWICE_BEFORE_FEATURES = TOP_PICKUP_ARTICLES + TOP_RANKING_SIZE;
export const TOP_CANDIDATES = {
  newArticles: TOP_NEW_ARTICLES + SHOWN_TWICE_BEFORE_FEATURES,
  features: TOP_FEATURES + SHOWN_TWICE_BEFORE_FEATURES,
  topics: TOP_TOPICS + SHOWN_TWICE_BEFORE_FEATURES + TOP_FEATURES,
  section: TOP_SECTION_SIZE + TOP_PICKUP_ARTICLES + TOP_RANKING_SIZE + TOP_NEW_ARTICLES + TOP_FEATURES + TOP_TOPICS,
} as const;

/** One spare story for the blocks that leave out a running live event: it may be among theirs. */
const LIVE_EVENT_SPARE = 1;

/** The top page's story lists before and after choosing (the section lists in page order). */
export interface TopStories {
  pickup: ListCard[];
  ranking: RankingRailArticle[];
  newArticles: ListCard[];
  sections: ListCard[][];
  features: FeatureItem[];
  topics: Topic[];
}

/** Each block's stories, so that no story shows in more than MAX_BLOCKS_PER_STORY blocks. */
export function chooseTopStories(candidates: TopStories): TopStories {
  const cardKeys = (card: Pick<ListCard, 'id' | 'publishedAt' | 'redirectUrl'>) => storyKeys({ id: card.id, href: articleCardHref(card) });
  const [pickup = [], ranking = [], newArticles = [], features = [], topics = [], ...sections] = chooseBlockStories([
    { rule: TOP_STORY_RULES.pickup, candidates: candidates.pickup.map(cardKeys) },
    { rule: TOP_STORY_RULES.ranking, candidates: candidates.ranking.map(cardKeys) },
    { rule: TOP_STORY_RULES.newArticles, candidates: candidates.newArticles.map(cardKeys) },
    // Features and topics sit below the sections but choose before them: they are few and
    // editorial, the sections can always fall back to older stories of their category.
    { rule: TOP_STORY_RULES.features, candidates: candidates.features.map(cardKeys) },
    { rule: TOP_STORY_RULES.topics, candidates: candidates.topics.map((topic) => storyKeys({ href: topic.url })) },
    ...candidates.sections.map((section) => ({ rule: TOP_STORY_RULES.section, candidates: section.map(cardKeys) })),
  ]);
  const pick = <T>(list: readonly T[], indexes: number[]) => indexes.map((index) => list[index]!);
  return {
    pickup: pick(candidates.pickup, pickup),
    ranking: pick(candidates.ranking, ranking),
    newArticles: pick(candidates.newArticles, newArticles),
    sections: candidates.sections.map((section, index) => pick(section, sections[index] ?? [])),
    features: pick(candidates.features, features),
    topics: pick(candidates.topics, topics),
  };
}

/** One title of the release-schedule block; versions released the same day are one entry. */
export interface TopReleaseEntry {
  releaseDate: string;
  gameId: string;
  name: string;
  platforms: string[];
  maker: string;
}

export interface TopReleaseSchedule {
  /** `YYYYMM` of the month shown. */
  yearMonth: string;
  entries: TopReleaseEntry[];
}

/** The month's releases from today on (JST), one entry per title and day, at most `limit`. */
export function upcomingReleases(calendar: Pick<ReleaseCalendar, 'titleGroups'>, now: Date, limit = TOP_SCHEDULE_SIZE): TopReleaseEntry[] {
  const today = toJstIsoDate(now);
  const entries: TopReleaseEntry[] = [];
  for (const group of [...calendar.titleGroups].sort((a, b) => a.releaseDate.localeCompare(b.releaseDate))) {
    if (group.releaseDate < today) continue;
    for (const title of group.titles) {
      const same = entries.find((entry) => entry.releaseDate === group.releaseDate && entry.gameId === title.gameId);
      if (same) {
        if (!same.platforms.includes(title.platform.nameJa)) same.platforms.push(title.platform.nameJa);
        continue;
      }
      if (entries.length >= limit) return entries;
      entries.push({ releaseDate: group.releaseDate, gameId: title.gameId, name: title.name, platforms: [title.platform.nameJa], maker: title.maker });
    }
  }
  return entries;
}

export interface TopSection {
  category: Pick<Category, 'id' | 'code' | 'nameJa'>;
  articles: ListCard[];
}

export interface TopPageProps extends GptAdData {
  adUnitsType: 'TOP';
  pickupArticles: ListCard[];
  newArticles: ListCard[];
  sections: TopSection[];
  rankingArticles: RankingRailArticle[];
  gameSales: GameSalesRanking | null;
  trendWords: TrendWordRanking['data'];
  pickupGameTitles: GameCard[];
  pickupVideos: Video[];
  featuresAndSerials: FeatureItem[];
  /** The issue and its parts (no back issues or shop data: weekly-issue.ts). */
  weeklyPart: ReturnType<typeof toWeeklyTeaser> | null;
  topics: Topic[];
  /** Top of the Amazon game ranking; empty when its source fails. */
  amazonGames: AmazonWidgetRow[];
  /** Next releases of this month; null when the schedule source fails. */
  releaseSchedule: TopReleaseSchedule | null;
  matomeCollections: MatomeDirectory[];
  layout: LayoutData;
  /** Sponsored cards for the newest-articles list, for the reader's device (spec §9). */
  sponsoredCandidates: SponsoredCandidate[];
  /** Header banner, side jacks, icon banner, the carousel list by position, feature banners (lib/page-data/banners.ts). */
  topBanners: TopBanners;
  /** A live event running now (issue 36), shown above the lead story; null when none is. */
  liveArticle: ListCard | null;
}

/** `/`: the top page. Only the newest-articles list is essential; every other block degrades. */
export const getTopPageData: PageDataFunction<TopPageProps> = async ({ fetchSource, device, now, adPageType }) => {
  const sectionCategories = TOP_SECTION_CATEGORY_CODES.map((code) => findCategoryByCode(code)).filter(
    (category): category is Category => category !== undefined,
  );
  const yearMonth = toJstYearMonth(now);
  const [newArticles, layout, adData, pickup, ranking, gameSales, trendWords, games, videos, features, weeklyPart, topics, sections, amazon, schedule, matome, campaigns, topBanners] =
    await Promise.all([
      fetchSource('categoryArticle', { categoryCode: 'new-article', limit: TOP_CANDIDATES.newArticles }),
      getLayoutData(fetchSource, now),
      getGptAdData(fetchSource, adPageType, device),
      orFallback(fetchSource('pickUpArticle', { limit: TOP_PICKUP_ARTICLES + LIVE_EVENT_SPARE }), null),
      orFallback(fetchSource('realtimeArticleRanking', { limit: TOP_RANKING_SIZE + LIVE_EVENT_SPARE }), null),
      orFallback(fetchSource('realtimeGameSalesRanking', {}), null),
      orFallback(fetchSource('trendWordRanking', {}), null),
      orFallback(fetchSource('pickUpGameTitle', { limit: TOP_PICKUP_GAMES }), null),
      orFallback(fetchSource('pickUpVideo', { limit: TOP_PICKUP_VIDEOS }), null),
      orFallback(fetchSource('featuresAndSerials', { limit: TOP_CANDIDATES.features }), null),
      orFallback(fetchSource('weeklyPlaynotePart', {}), null),
      orFallback(fetchSource('topic', { limit: TOP_CANDIDATES.topics }), null),
      Promise.all(
        sectionCategories.map(async (category) => ({
          category: { id: category.id, code: category.code, nameJa: category.nameJa },
          articles: toListCards((await orFallback(fetchSource('categoryArticle', { categoryCode: category.code, limit: TOP_CANDIDATES.section }), null))?.data ?? []),
        })),
      ),
      loadAmazonWidget({ fetchSource, adPageType }),
      orFallback(fetchSource('scheduleTitleGroups', { platform: TOP_SCHEDULE_PLATFORM, yearMonth }), null),
      orFallback(fetchSource('matomeDirectories', {}), null),
      orFallback(fetchSource('advertisingCampaign', {}), null),
      loadTopBanners({ fetchSource, device, now }),
    ]);

  // The newest running live event among the newest stories leads the page while it runs; its bar
  // and the newest list are its two blocks, so the other blocks leave it out (at most two per story).
  const liveArticle = toListCards(newArticles.data).find((card) => card.liveState === 'live') ?? null;
  const notLive = <T extends { id: string }>(items: readonly T[]): T[] => items.filter((item) => item.id !== liveArticle?.id);
  const stories = chooseTopStories({
    pickup: notLive(toListCards(pickup?.data ?? [])),
    ranking: toRankingRail(notLive(ranking?.data ?? []), TOP_RANKING_SIZE),
    newArticles: toListCards(newArticles.data),
    sections: sections.map((section) => notLive(section.articles)),
    features: notLive(features?.data ?? []),
    // A topic links to its article by address.
    topics: (topics?.data ?? []).filter((topic) => !liveArticle || !topic.url.includes(`/${liveArticle.id}/`)),
  });

  return props({
    adUnitsType: 'TOP',
    liveArticle,
    pickupArticles: stories.pickup,
    newArticles: stories.newArticles,
    sections: sections.map((section, index) => ({ ...section, articles: stories.sections[index] ?? [] })).filter((section) => section.articles.length > 0),
    rankingArticles: stories.ranking,
    gameSales: gameSales ? { title: gameSales.title, rankingData: gameSales.rankingData.slice(0, TOP_GAME_SALES_ROWS) } : null,
    trendWords: trendWords?.data ?? [],
    pickupGameTitles: games?.data ?? [],
    pickupVideos: videos?.data ?? [],
    featuresAndSerials: stories.features,
    weeklyPart: weeklyPart && toWeeklyTeaser(weeklyPart),
    topics: stories.topics,
    amazonGames: amazon,
    releaseSchedule: schedule ? { yearMonth, entries: upcomingReleases(schedule, now) } : null,
    matomeCollections: (matome?.data ?? []).slice(0, TOP_MATOME_SIZE),
    layout,
    sponsoredCandidates: toSponsoredCandidates(campaigns?.data ?? [], { device, now }),
    topBanners,
    ...adData,
  });
};
