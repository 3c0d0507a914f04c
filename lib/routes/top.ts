import type { BannerItem } from '@/api-clients/schemas/ads';
import type { ArticleCard, Video } from '@/api-clients/schemas/common';
import type { GameCard } from '@/api-clients/schemas/game';
import type { GameSalesRanking, TrendWordRanking } from '@/api-clients/schemas/ranking';
import type { FeatureItem, Topic, WeeklyPart } from '@/api-clients/schemas/site';
import { findCategoryByCode, type Category } from '@/lib/categories';
import { isWithinDisplayWindow } from '@/lib/display-window';
import { props } from '@/lib/page-config/results';
import type { PageDataFunction } from '@/lib/page-config/types';
import { getGptAdData, getLayoutData, type GptAdData, type LayoutData } from './layout-data';
import { orFallback } from './secondary';

/** Main categories that get their own section on the top page, in order. */
export const TOP_SECTION_CATEGORY_CODES = ['news', 'review', 'interview', 'event-report', 'special-article', 'game-tips'] as const;
export const TOP_SECTION_SIZE = 6;
export const TOP_NEW_ARTICLES = 20;
export const TOP_PICKUP_ARTICLES = 5;
export const TOP_RANKING_SIZE = 10;
export const TOP_GAME_SALES_ROWS = 10;

export interface TopSection {
  category: Pick<Category, 'id' | 'code' | 'nameJa'>;
  articles: ArticleCard[];
}

export interface TopPageProps extends GptAdData {
  adUnitsType: 'TOP';
  pickupArticles: ArticleCard[];
  carouselBanners: Pick<BannerItem, 'id' | 'title' | 'imageUrl' | 'linkedUrl' | 'isNewTab'>[];
  newArticles: ArticleCard[];
  sections: TopSection[];
  rankingArticles: ArticleCard[];
  gameSales: GameSalesRanking | null;
  trendWords: TrendWordRanking['data'];
  pickupGameTitles: GameCard[];
  pickupVideos: Video[];
  featuresAndSerials: FeatureItem[];
  weeklyPart: WeeklyPart | null;
  topics: Topic[];
  layout: LayoutData;
}

/** `/`: the top page. Only the newest-articles list is essential; every other block degrades. */
export const getTopPageData: PageDataFunction<TopPageProps> = async ({ fetchSource, now }) => {
  const sectionCategories = TOP_SECTION_CATEGORY_CODES.map((code) => findCategoryByCode(code)).filter(
    (category): category is Category => category !== undefined,
  );
  const [newArticles, layout, adData, pickup, carousel, ranking, gameSales, trendWords, games, videos, features, weeklyPart, topics, sections] =
    await Promise.all([
      fetchSource('categoryArticle', { categoryCode: 'new-article', limit: TOP_NEW_ARTICLES }),
      getLayoutData(fetchSource, now),
      getGptAdData(fetchSource, 'TOP'),
      orFallback(fetchSource('pickUpArticle', { limit: TOP_PICKUP_ARTICLES }), null),
      orFallback(fetchSource('carouselBanner', {}), null),
      orFallback(fetchSource('realtimeArticleRanking', { limit: TOP_RANKING_SIZE }), null),
      orFallback(fetchSource('realtimeGameSalesRanking', {}), null),
      orFallback(fetchSource('trendWordRanking', {}), null),
      orFallback(fetchSource('pickUpGameTitle', { limit: 6 }), null),
      orFallback(fetchSource('pickUpVideo', { limit: 4 }), null),
      orFallback(fetchSource('featuresAndSerials', { limit: 6 }), null),
      orFallback(fetchSource('weeklyPlaynotePart', {}), null),
      orFallback(fetchSource('topic', { limit: 8 }), null),
      Promise.all(
        sectionCategories.map(async (category) => ({
          category: { id: category.id, code: category.code, nameJa: category.nameJa },
          articles: (await orFallback(fetchSource('categoryArticle', { categoryCode: category.code, limit: TOP_SECTION_SIZE }), null))?.data ?? [],
        })),
      ),
    ]);

  return props({
    adUnitsType: 'TOP',
    pickupArticles: pickup?.data ?? [],
    carouselBanners: (carousel?.data ?? [])
      .filter((banner) => isWithinDisplayWindow(banner.startAt, banner.endAt, now))
      .sort((a, b) => a.priority - b.priority)
      .map(({ id, title, imageUrl, linkedUrl, isNewTab }) => ({ id, title, imageUrl, linkedUrl, isNewTab })),
    newArticles: newArticles.data,
    sections: sections.filter((section) => section.articles.length > 0),
    rankingArticles: ranking?.data ?? [],
    gameSales: gameSales ? { title: gameSales.title, rankingData: gameSales.rankingData.slice(0, TOP_GAME_SALES_ROWS) } : null,
    trendWords: trendWords?.data ?? [],
    pickupGameTitles: games?.data ?? [],
    pickupVideos: videos?.data ?? [],
    featuresAndSerials: features?.data ?? [],
    weeklyPart,
    topics: topics?.data ?? [],
    layout,
    ...adData,
  });
};
