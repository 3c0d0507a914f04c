import type { FetchSource } from '@/api-clients/fetch-source';
import type { ArticleCard } from '@/api-clients/schemas/common';
import type { ArticleRanking } from '@/api-clients/schemas/ranking';
import { props } from '@/lib/page-data/results';
import type { PageDataFunction, QueryParams } from '@/lib/page-data/types';
import { getListlessPageFrame, type ListlessPageFrame } from '../page-frame';
import { orFallback } from '../secondary';
import { ARTICLE_RANKING_TABS, type ArticleRankingTab } from '@/foundation/paths/ranking';
import { headlineBreaks } from '../headline-breaks';

/** Articles listed in each tab. */
export const ARTICLE_RANKING_SIZE = 20;

export { ARTICLE_RANKING_TAB_LABELS } from '@/foundation/paths/ranking';

/** What a ranking row renders of an article card (description and sub-categories are left out of the page data). */
export type RankedArticle = Pick<ArticleCard, 'id' | 'title' | 'publishedAt' | 'thumbnailUrl' | 'isPr' | 'mainCategory' | 'reTweetCount' | 'redirectUrl'> & {
  /** Phrase breaks of the title (decision 022). */
  titleBreaks: number[];
};

export function toRankedArticle({ id, title, publishedAt, thumbnailUrl, isPr, mainCategory, reTweetCount, redirectUrl }: ArticleCard): RankedArticle {
  return { id, title, titleBreaks: headlineBreaks(title), publishedAt, thumbnailUrl, isPr, mainCategory, reTweetCount, redirectUrl };
}

export interface ArticleRankingPanel {
  tab: ArticleRankingTab;
  /** When the source aggregated the list; null when the source failed. */
  aggregatedAt: string | null;
  /** null when the source failed (the tab says so); [] when it answered with no articles. */
  articles: RankedArticle[] | null;
}

/**
 * No sponsored cards and no card ad in a ranking (the frame carries no candidates): the order is the
 * content, and anything between two ranks reads as a rank of its own.
 */
export interface ArticleRankingPageProps extends ListlessPageFrame {
  adUnitsType: 'LIST';
  /** The tab shown first (`?tab=`; the first tab for a missing or unknown value). */
  selectedTab: ArticleRankingTab;
  panels: ArticleRankingPanel[];
}

/** `?tab=` value → tab; a missing, repeated-and-unknown or unknown value is the first tab. */
export function articleRankingTabOf(raw: QueryParams[string]): ArticleRankingTab {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return ARTICLE_RANKING_TABS.find((tab) => tab === value) ?? ARTICLE_RANKING_TABS[0];
}

function fetchTab(fetchSource: FetchSource, tab: ArticleRankingTab): Promise<ArticleRanking> {
  const limit = ARTICLE_RANKING_SIZE;
  switch (tab) {
    case 'now':
      return fetchSource('realtimeArticleRanking', { limit });
    case 'post':
      return fetchSource('tweetCountArticleRanking', { limit });
    default:
      return fetchSource('periodArticleRanking', { period: tab, limit });
  }
}

/**
 * `/ranking/article/`: five article rankings, all server-rendered as tabs. Every list is its own
 * source and degrades on its own: a failed one says so in its tab and the page still answers 200.
 */
export const getArticleRankingPageData: PageDataFunction<ArticleRankingPageProps> = async ({ query, fetchSource, device, now, adPageType }) => {
  const [frame, ...rankings] = await Promise.all([
    getListlessPageFrame({ fetchSource, device, now, adPageType }),
    ...ARTICLE_RANKING_TABS.map((tab) => orFallback(fetchTab(fetchSource, tab), null)),
  ]);
  return props({
    adUnitsType: 'LIST',
    selectedTab: articleRankingTabOf(query.tab),
    panels: ARTICLE_RANKING_TABS.map((tab, index) => {
      const ranking = rankings[index] ?? null;
      return { tab, aggregatedAt: ranking?.aggregatedAt ?? null, articles: ranking ? ranking.data.slice(0, ARTICLE_RANKING_SIZE).map(toRankedArticle) : null };
    }),
    ...frame,
  });
};
