import { withAffiliateTag } from '@/ads/amazon-affiliate';
import type { SponsoredCandidatesByDevice } from '@/ads/sponsored-cards';
import type { BannerItem } from '@/api-clients/schemas/ads';
import type { Video } from '@/api-clients/schemas/common';
import type { GameCard } from '@/api-clients/schemas/game';
import type { MatomeDirectory } from '@/api-clients/schemas/matome';
import type { AmazonRankingRow, GameSalesRanking, TrendWordRanking } from '@/api-clients/schemas/ranking';
import type { ReleaseCalendar } from '@/api-clients/schemas/schedule';
import type { FeatureItem, Topic, WeeklyPart } from '@/api-clients/schemas/site';
import { findCategoryByCode, type Category } from '@/lib/categories';
import { isWithinDisplayWindow } from '@/lib/display-window';
import { toJstParts, toJstYearMonth } from '@/lib/format/date';
import { props } from '@/lib/page-config/results';
import type { PageDataFunction } from '@/lib/page-config/types';
import { loadTopBanners, type TopBanners } from './banners';
import { getGptAdData, getLayoutData, type GptAdData, type LayoutData } from './layout-data';
import { sponsoredCandidatesFor, toListCards, toRankingRail, type ListCard, type RankingRailArticle } from './page-frame';
import { orFallback } from './secondary';

/** Main categories that get their own section on the top page, in order. */
export const TOP_SECTION_CATEGORY_CODES = ['news', 'review', 'interview', 'event-report', 'special-article', 'game-tips'] as const;
export const TOP_SECTION_SIZE = 6;
export const TOP_NEW_ARTICLES = 20;
export const TOP_PICKUP_ARTICLES = 5;
export const TOP_RANKING_SIZE = 10;
export const TOP_GAME_SALES_ROWS = 10;
/** Amazon ranking widget: the top 5 of the game genre. */
export const TOP_AMAZON_ROWS = 5;
/** Release-schedule block: the next releases of this month, all platforms. */
export const TOP_SCHEDULE_SIZE = 8;
export const TOP_SCHEDULE_PLATFORM = 'all-platforms';
/** Curated collections listed on the top page. */
export const TOP_MATOME_SIZE = 8;
export const TOP_PICKUP_VIDEOS = 4;
export const TOP_FEATURES = 6;

export type TopAmazonRow = Pick<AmazonRankingRow, 'ranking' | 'title' | 'thumbnailUrlMedium' | 'price' | 'amazonUrl'>;

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

/** `YYYY-MM-DD` of the instant in Japan time. */
export function toJstIsoDate(value: Date): string {
  const { year, month, day } = toJstParts(value);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
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
  carouselBanners: Pick<BannerItem, 'id' | 'title' | 'imageUrl' | 'linkedUrl' | 'isNewTab' | 'displayDevices'>[];
  newArticles: ListCard[];
  sections: TopSection[];
  rankingArticles: RankingRailArticle[];
  gameSales: GameSalesRanking | null;
  trendWords: TrendWordRanking['data'];
  pickupGameTitles: GameCard[];
  pickupVideos: Video[];
  featuresAndSerials: FeatureItem[];
  weeklyPart: WeeklyPart | null;
  topics: Topic[];
  /** Top of the Amazon game ranking; empty when its source fails. */
  amazonGames: TopAmazonRow[];
  /** Next releases of this month; null when the schedule source fails. */
  releaseSchedule: TopReleaseSchedule | null;
  matomeCollections: MatomeDirectory[];
  layout: LayoutData;
  /** Sponsored cards for the newest-articles list (spec §9). */
  sponsoredCandidates: SponsoredCandidatesByDevice;
  /** Header banner, side jacks, icon and movie banners, feature banners (lib/routes/banners.ts). */
  topBanners: TopBanners;
}

/** `/`: the top page. Only the newest-articles list is essential; every other block degrades. */
export const getTopPageData: PageDataFunction<TopPageProps> = async ({ fetchSource, now }) => {
  const sectionCategories = TOP_SECTION_CATEGORY_CODES.map((code) => findCategoryByCode(code)).filter(
    (category): category is Category => category !== undefined,
  );
  const yearMonth = toJstYearMonth(now);
  const carouselPromise = orFallback(fetchSource('carouselBanner', {}), null);
  const [newArticles, layout, adData, pickup, carousel, ranking, gameSales, trendWords, games, videos, features, weeklyPart, topics, sections, amazon, schedule, matome, campaigns, topBanners] =
    await Promise.all([
      fetchSource('categoryArticle', { categoryCode: 'new-article', limit: TOP_NEW_ARTICLES }),
      getLayoutData(fetchSource, now),
      getGptAdData(fetchSource, 'TOP'),
      orFallback(fetchSource('pickUpArticle', { limit: TOP_PICKUP_ARTICLES }), null),
      carouselPromise,
      orFallback(fetchSource('realtimeArticleRanking', { limit: TOP_RANKING_SIZE }), null),
      orFallback(fetchSource('realtimeGameSalesRanking', {}), null),
      orFallback(fetchSource('trendWordRanking', {}), null),
      orFallback(fetchSource('pickUpGameTitle', { limit: 6 }), null),
      orFallback(fetchSource('pickUpVideo', { limit: TOP_PICKUP_VIDEOS }), null),
      orFallback(fetchSource('featuresAndSerials', { limit: TOP_FEATURES }), null),
      orFallback(fetchSource('weeklyPlaynotePart', {}), null),
      orFallback(fetchSource('topic', { limit: 8 }), null),
      Promise.all(
        sectionCategories.map(async (category) => ({
          category: { id: category.id, code: category.code, nameJa: category.nameJa },
          articles: toListCards((await orFallback(fetchSource('categoryArticle', { categoryCode: category.code, limit: TOP_SECTION_SIZE }), null))?.data ?? []),
        })),
      ),
      orFallback(fetchSource('amazonRanking', { limit: TOP_AMAZON_ROWS }), null),
      orFallback(fetchSource('scheduleTitleGroups', { platform: TOP_SCHEDULE_PLATFORM, yearMonth }), null),
      orFallback(fetchSource('matomeDirectories', {}), null),
      orFallback(fetchSource('advertisingCampaign', {}), null),
      loadTopBanners(fetchSource, now, carouselPromise),
    ]);

  return props({
    adUnitsType: 'TOP',
    pickupArticles: toListCards(pickup?.data ?? []),
    carouselBanners: (carousel?.data ?? [])
      .filter((banner) => isWithinDisplayWindow(banner.startAt, banner.endAt, now))
      .sort((a, b) => a.priority - b.priority)
      .map(({ id, title, imageUrl, linkedUrl, isNewTab, displayDevices }) => ({ id, title, imageUrl, linkedUrl, isNewTab, displayDevices })),
    newArticles: toListCards(newArticles.data),
    sections: sections.filter((section) => section.articles.length > 0),
    rankingArticles: toRankingRail(ranking?.data ?? [], TOP_RANKING_SIZE),
    gameSales: gameSales ? { title: gameSales.title, rankingData: gameSales.rankingData.slice(0, TOP_GAME_SALES_ROWS) } : null,
    trendWords: trendWords?.data ?? [],
    pickupGameTitles: games?.data ?? [],
    pickupVideos: videos?.data ?? [],
    featuresAndSerials: features?.data ?? [],
    weeklyPart,
    topics: topics?.data ?? [],
    amazonGames: (amazon?.game ?? [])
      .slice(0, TOP_AMAZON_ROWS)
      .map(({ ranking: rank, title, thumbnailUrlMedium, price, amazonUrl }) => ({
        ranking: rank,
        title,
        thumbnailUrlMedium,
        price,
        amazonUrl: withAffiliateTag(amazonUrl, 'TOP'),
      })),
    releaseSchedule: schedule ? { yearMonth, entries: upcomingReleases(schedule, now) } : null,
    matomeCollections: (matome?.data ?? []).slice(0, TOP_MATOME_SIZE),
    layout,
    sponsoredCandidates: sponsoredCandidatesFor(campaigns?.data ?? [], now),
    topBanners,
    ...adData,
  });
};
