import { selectBackgroundBanners, type BackgroundPattern } from '@/ads/background-pattern';
import { byBannerPriority, isBannerLive } from '@/ads/banners';
import { selectIconBanner } from '@/ads/icon-banner';
import { pickUnderAdPair } from '@/api-clients/defaults';
import type { BannerItem, SpecialFeatureBanner } from '@/api-clients/schemas/ads';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { orFallback } from './secondary';
import type { PageDataContext, RequestContext } from './types';

/**
 * Banners, jacks and feature banners of the reader pages, selected on the server for the reader's
 * device (the request context's `device`, the same as `pageMeta.adDevice`) and trimmed to what the
 * pages render. Display windows (spec §4, open end allowed) are applied here with the request's
 * clock. Each source is secondary: a failing one empties its blocks and nothing else.
 */

/** Positions of the banner and jack units this site renders (the lists carry more). */
export const BANNER_POSITIONS = {
  /** topPageBanner: the wide banner above the top page's sections (PC). */
  topHeader: 'topHeader',
  /** topPageBanner: the jacks at the sides of the top page on wide screens (PC). */
  topLeftJack: 'topLeftJack',
  topRightJack: 'topRightJack',
  /** articlePageBanner: the wide banner above the article (PC). */
  articleSuperJack: 'articleSuperJack',
  /** pickupJack: the banners above an article list. */
  listPickup: 'listPickup',
  /** carouselBanner: the SP header movie banner (has a video id). */
  spHeaderMovieBanner: 'spHeaderMovieBanner',
} as const;

/** `position` of the specialFeatureBanner items. */
export const FEATURE_BANNER_POSITIONS = { top: 'top', sidebar: 'sidebar' } as const;

/** Pickup jack banners above an article list. */
export const MAX_LIST_PICKUP_BANNERS = 4;
/** Feature banners in the top page's row and in its rail. */
export const MAX_TOP_FEATURE_BANNERS = 6;
export const MAX_RAIL_FEATURE_BANNERS = 3;

/** A YouTube video id as the movie banner embeds it; anything else is not played. */
const VIDEO_ID = /^[A-Za-z0-9_-]{6,32}$/;

/** Whom and when banners are chosen for: the reader's device and the request's clock. */
export type BannerAudience = Pick<RequestContext, 'device' | 'now'>;

/** What loading a page's banners needs from the page-data context. */
export type BannerLoadContext = Pick<PageDataContext, 'fetchSource' | 'device' | 'now'>;

/** A banner or jack as the page renders it. */
export interface BannerView {
  id: string;
  title: string;
  imageUrl: string;
  /** Raw from the API; the component passes it through safeHref. */
  linkedUrl: string;
  isNewTab: boolean;
  /** Side colour of background jacks. */
  backgroundColor: string | null;
}

export interface MovieBannerView extends BannerView {
  videoId: string;
}

/** A specialFeatureBanner item as the page renders it. */
export interface FeatureBannerView {
  index: number;
  title: string;
  imageUrl: string;
  linkedUrl: string;
  isNewTab: boolean;
}

export interface BackgroundBannerViews {
  /** The A/B/C variant shown (spec §5, §9), or null when no background banner is live. */
  pattern: BackgroundPattern | null;
  left: BannerView | null;
  right: BannerView | null;
}

export function toBannerView(item: BannerItem): BannerView {
  return {
    id: item.id,
    title: item.title,
    imageUrl: item.imageUrl,
    linkedUrl: item.linkedUrl,
    isNewTab: item.isNewTab,
    backgroundColor: item.backgroundColor,
  };
}

/** The banners at `position` shown to the reader now (device and display window), best priority first. */
export function liveBanners(items: readonly BannerItem[], position: string, { device, now }: BannerAudience): BannerItem[] {
  return items.filter((item) => item.position === position && isBannerLive(item, device, now)).sort(byBannerPriority);
}

/** The best live banner at `position` for the reader, or null. */
function bestBanner(items: readonly BannerItem[], position: string, audience: BannerAudience): BannerView | null {
  const [best] = liveBanners(items, position, audience);
  return best ? toBannerView(best) : null;
}

/** The reader's icon banner (spec §4, ads/icon-banner.ts), or null. */
function iconBanner(items: readonly BannerItem[], audience: BannerAudience): BannerView | null {
  const icon = selectIconBanner(items, audience);
  return icon ? toBannerView(icon) : null;
}

/** Live feature banners (display window, spec §4) in their `index` order. */
export function liveFeatureBanners(items: SpecialFeatureBanner['data'], now: Date): (SpecialFeatureBanner['data'][number] & { view: FeatureBannerView })[] {
  return items
    .filter((item) => isWithinDisplayWindow(item.startAt, item.endAt, now))
    .sort((a, b) => a.index - b.index)
    .map((item) => ({
      ...item,
      view: { index: item.index, title: item.title, imageUrl: item.bannerUrl, linkedUrl: item.linkedUrl, isNewTab: item.isNewTab },
    }));
}

function featureViews(items: SpecialFeatureBanner['data'], position: string, now: Date, limit: number): FeatureBannerView[] {
  return liveFeatureBanners(items, now)
    .filter((item) => item.position === position)
    .slice(0, limit)
    .map((item) => item.view);
}

// ── Top page ──

export interface TopBanners {
  header: BannerView | null;
  leftJack: BannerView | null;
  rightJack: BannerView | null;
  icon: BannerView | null;
  movie: MovieBannerView | null;
  /** Feature banners of position 'top': a row in the main column. */
  featureRow: FeatureBannerView[];
  /** Feature banners of position 'sidebar': the rail. */
  featureRail: FeatureBannerView[];
}

export interface TopBannerSources {
  topPage: readonly BannerItem[] | null;
  carousel: readonly BannerItem[] | null;
  features: SpecialFeatureBanner['data'] | null;
}

/** The best live movie banner with a playable video id, or null. */
function movieBanner(carousel: readonly BannerItem[], audience: BannerAudience): MovieBannerView | null {
  const movie = liveBanners(carousel, BANNER_POSITIONS.spHeaderMovieBanner, audience).find((item) => item.videoId !== null && VIDEO_ID.test(item.videoId));
  return movie ? { ...toBannerView(movie), videoId: movie.videoId as string } : null;
}

export function selectTopBanners({ topPage, carousel, features }: TopBannerSources, audience: BannerAudience): TopBanners {
  const top = topPage ?? [];
  const { now } = audience;
  return {
    header: bestBanner(top, BANNER_POSITIONS.topHeader, audience),
    leftJack: bestBanner(top, BANNER_POSITIONS.topLeftJack, audience),
    rightJack: bestBanner(top, BANNER_POSITIONS.topRightJack, audience),
    icon: iconBanner(top, audience),
    movie: movieBanner(carousel ?? [], audience),
    featureRow: featureViews(features ?? [], FEATURE_BANNER_POSITIONS.top, now, MAX_TOP_FEATURE_BANNERS),
    featureRail: featureViews(features ?? [], FEATURE_BANNER_POSITIONS.sidebar, now, MAX_RAIL_FEATURE_BANNERS),
  };
}

/** The top page's banners; `carousel` is the carouselBanner list the page loads anyway (or its failure, null). */
export async function loadTopBanners({ fetchSource, device, now }: BannerLoadContext, carousel: Promise<{ data: BannerItem[] } | null>): Promise<TopBanners> {
  const [topPage, features, carouselList] = await Promise.all([
    orFallback(fetchSource('topPageBanner', {}), null),
    orFallback(fetchSource('specialFeatureBanner', {}), null),
    carousel,
  ]);
  return selectTopBanners({ topPage: topPage?.data ?? null, carousel: carouselList?.data ?? null, features: features?.data ?? null }, { device, now });
}

// ── Article lists (category, author) ──

export interface ListBanners {
  /** Pickup jack banners above the list. */
  pickup: BannerView[];
  icon: BannerView | null;
}

export interface ListBannerSources {
  pickupJack: readonly BannerItem[] | null;
  /** The site-wide banner list, where the icon banner lives when the pickup list has none. */
  topPage: readonly BannerItem[] | null;
}

export function selectListBanners({ pickupJack, topPage }: ListBannerSources, audience: BannerAudience): ListBanners {
  const pickup = pickupJack ?? [];
  return {
    pickup: liveBanners(pickup, BANNER_POSITIONS.listPickup, audience).slice(0, MAX_LIST_PICKUP_BANNERS).map(toBannerView),
    // The list's own icon banner first (on equal priority), then the site-wide one.
    icon: iconBanner([...pickup, ...(topPage ?? [])], audience),
  };
}

export async function loadListBanners({ fetchSource, device, now }: BannerLoadContext): Promise<ListBanners> {
  const [pickupJack, topPage] = await Promise.all([
    orFallback(fetchSource('pickupJack', {}), null),
    orFallback(fetchSource('topPageBanner', {}), null),
  ]);
  return selectListBanners({ pickupJack: pickupJack?.data ?? null, topPage: topPage?.data ?? null }, { device, now });
}

// ── Article pages ──

export interface ArticleBanners {
  /** Left and right background banners of one A/B/C pattern. */
  background: BackgroundBannerViews;
  superJack: BannerView | null;
  icon: BannerView | null;
  /**
   * The under-article and under-banner ad pair (spec §3, pickUnderAdPair): the first live feature
   * banner of position 'top' goes under the article, the first of position 'sidebar' under it as
   * the under-banner; each null when there is none.
   */
  underArticle: FeatureBannerView | null;
  underBanner: FeatureBannerView | null;
}

export interface ArticleBannerSources {
  articlePage: readonly BannerItem[] | null;
  features: SpecialFeatureBanner['data'] | null;
}

export interface ArticleBannerOptions extends BannerAudience {
  /** Chooses the A/B/C pattern (spec §5); without it, the hash of `now` chooses. */
  patternIndex?: number;
}

function backgroundBanners(items: readonly BannerItem[], { device, now, patternIndex }: ArticleBannerOptions): BackgroundBannerViews {
  const { pattern, left, right } = selectBackgroundBanners(items, { device, now, index: patternIndex });
  return { pattern: left || right ? pattern : null, left: left && toBannerView(left), right: right && toBannerView(right) };
}

export function selectArticleBanners({ articlePage, features }: ArticleBannerSources, { device, now, patternIndex }: ArticleBannerOptions): ArticleBanners {
  const items = articlePage ?? [];
  const pair = pickUnderAdPair(
    liveFeatureBanners(features ?? [], now),
    (item) => item.position === FEATURE_BANNER_POSITIONS.top,
    (item) => item.position === FEATURE_BANNER_POSITIONS.sidebar,
  );
  return {
    background: backgroundBanners(items, { device, now, patternIndex }),
    superJack: bestBanner(items, BANNER_POSITIONS.articleSuperJack, { device, now }),
    icon: iconBanner(items, { device, now }),
    underArticle: pair.underArticle?.view ?? null,
    underBanner: pair.underBanner?.view ?? null,
  };
}

/** The article page's banners; the A/B/C pattern is chosen per request by the hash of `now`. */
export async function loadArticleBanners({ fetchSource, device, now }: BannerLoadContext): Promise<ArticleBanners> {
  const [articlePage, features] = await Promise.all([
    orFallback(fetchSource('articlePageBanner', {}), null),
    orFallback(fetchSource('specialFeatureBanner', {}), null),
  ]);
  return selectArticleBanners({ articlePage: articlePage?.data ?? null, features: features?.data ?? null }, { device, now });
}
