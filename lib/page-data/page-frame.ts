import { toSponsoredCandidates } from '@/ads/campaign-cards';
import type { SponsoredCandidate } from '@/ads/sponsored-cards';
import type { ArticleCard } from '@/api-clients/schemas/common';
import { headlineBreaks } from './headline-breaks';
import { getGptAdData, getLayoutData, type GptAdData, type LayoutData } from './layout-data';
import { orFallback } from './secondary';
import type { PageDataContext } from './types';

/** Right rail sizes (spec §9). */
export const RIGHT_RAIL_SIZE = { articles: 8, images: 8, videos: 4 } as const;

/** What an article card of a list shows (components/article-card): no description, sub-categories or counts. */
export type ListCard = Pick<ArticleCard, 'id' | 'title' | 'publishedAt' | 'thumbnailUrl' | 'isPr' | 'mainCategory' | 'redirectUrl'> & {
  /** The 動画 badge; lists of whole cards carry it too. */
  isVideoArticle?: boolean;
  /** Phrase breaks of the title (headline-breaks.ts); absent: the title wraps as plain text. */
  titleBreaks?: number[];
  /** The ライブ badge (issue 36); lists send it only for an article that is live now. */
  liveState?: ArticleCard['liveState'];
};

/** Cards narrowed to what the list renders: about half of each card's JSON in `__NEXT_DATA__`. */
export function toListCards(cards: readonly ArticleCard[]): ListCard[] {
  return cards.map(({ id, title, publishedAt, thumbnailUrl, isPr, isVideoArticle, mainCategory, redirectUrl, liveState }) => ({
    id,
    title,
    titleBreaks: headlineBreaks(title),
    publishedAt,
    thumbnailUrl,
    isPr,
    // Only when true: most cards are not video articles, and every byte is in `__NEXT_DATA__`.
    ...(isVideoArticle && { isVideoArticle }),
    ...(liveState === 'live' && { liveState }),
    mainCategory,
    redirectUrl,
  }));
}

/** What the ranking rail shows of an article: its title and where it links (not the whole card). */
export type RankingRailArticle = Pick<ArticleCard, 'id' | 'title' | 'publishedAt' | 'redirectUrl'> & {
  /** Phrase breaks of the title (headline-breaks.ts): the rail's narrow column wraps every title. */
  titleBreaks: number[];
};

/** The first `limit` ranked articles (the rail's 8 by default), narrowed to what the rail renders. */
export function toRankingRail(cards: readonly ArticleCard[], limit: number = RIGHT_RAIL_SIZE.articles): RankingRailArticle[] {
  return cards.slice(0, limit).map(({ id, title, publishedAt, redirectUrl }) => ({ id, title, titleBreaks: headlineBreaks(title), publishedAt, redirectUrl }));
}

/** What every reader page carries besides its own data: header/footer, ad spaces, the ranking rail. */
export interface PageFrame extends GptAdData {
  layout: LayoutData;
  rankingArticles: RankingRailArticle[];
  /** Sponsored cards for article lists, selected now for the reader's device (spec §3 campaign lists). */
  sponsoredCandidates: SponsoredCandidate[];
}

/** What loading the page frame needs from the page-data context. */
export type PageFrameContext = Pick<PageDataContext, 'fetchSource' | 'device' | 'now' | 'adPageType'>;

/** The reader's device's sponsored-card candidates now; none on pages without ads or when the source fails. */
export async function loadSponsoredCandidates({ fetchSource, device, now, adPageType }: PageFrameContext): Promise<SponsoredCandidate[]> {
  if (adPageType === 'NONE') return [];
  const campaigns = await orFallback(fetchSource('advertisingCampaign', {}), null);
  return toSponsoredCandidates(campaigns?.data ?? [], { device, now });
}

/**
 * Loads the page frame for the reader's device; every part is secondary and degrades to empty on
 * failure. `hasList: false` is a view of a list page that shows no article list (a search prompt,
 * an archive's month index): no candidates and no campaign request.
 */
export async function getPageFrame(context: PageFrameContext, { hasList = true }: { hasList?: boolean } = {}): Promise<PageFrame> {
  const [frame, sponsoredCandidates] = await Promise.all([getListlessPageFrame(context), hasList ? loadSponsoredCandidates(context) : []]);
  return { ...frame, sponsoredCandidates };
}

/**
 * The frame of a page that shows no article list (the article page): no sponsored-card candidates,
 * since nothing there renders them (they were about 13 % of an article's `__NEXT_DATA__`,
 * docs/performance.md), and no campaign request for them.
 */
export type ListlessPageFrame = Omit<PageFrame, 'sponsoredCandidates'>;

export async function getListlessPageFrame({ fetchSource, device, now, adPageType }: PageFrameContext): Promise<ListlessPageFrame> {
  const [layout, adData, ranking] = await Promise.all([
    getLayoutData(fetchSource, now),
    getGptAdData(fetchSource, adPageType, device),
    orFallback(fetchSource('realtimeArticleRanking', { limit: RIGHT_RAIL_SIZE.articles }), null),
  ]);
  return { layout, ...adData, rankingArticles: toRankingRail(ranking?.data ?? []) };
}
