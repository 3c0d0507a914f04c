import { selectBackgroundBanners, type BackgroundPattern } from '@/ads/background-pattern';
import type { AdDevice } from '@/ads/types';
import { byBannerPriority, isBannerLive } from '@/ads/banners';
import { selectIconBanner } from '@/ads/icon-banner';
import { pickUnderAdPair } from '@/api-clients/defaults';
import type { BannerItem, SpecialFeatureBanner } from '@/api-clients/schemas/ads';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { loadAmazonWidget, type AmazonWidgetRow } from './amazon-widget';
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
} as const;

/**
 * Positions of the carouselBanner list (phone units, spec §4). Each has one home on the SP top
 * page, and a unit shows in its own home only, so nothing of the list shows twice:
 * - `tile`: the carousel's tiles, a row of small banners;
 * - `movie`: the header movie banner, in the promotions under the lead stories, played in place;
 * - `movieOverlay`: the movie's docked overlay, at the bottom edge once the reader has scrolled
 *   past the movie banner; it plays its own video, or else the movie banner's, in place;
 * - `windowJack`: a tall creative seen through a window in the page, after the newest stories.
 */
export const CAROUSEL_POSITIONS = {
  tile: 'spCarousel',
  movie: 'spHeaderMovieBanner',
  movieOverlay: 'spHeaderMovieBannerOverlay',
  windowJack: 'spWindowJack',
} as const;

/** The device of the carouselBanner list's units (its positions are the SP header's). */
export const CAROUSEL_DEVICE: AdDevice = 'SP';
/** Tiles in the carousel row. */
export const MAX_CAROUSEL_TILES = 6;

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

/** The carouselBanner list's units, each in its own home (CAROUSEL_POSITIONS). */
export interface CarouselBanners {
  /** The carousel's tiles, best priority first. */
  carouselTiles: BannerView[];
  movie: MovieBannerView | null;
  movieOverlay: MovieBannerView | null;
  windowJack: BannerView | null;
}

export interface TopBanners extends CarouselBanners {
  header: BannerView | null;
  leftJack: BannerView | null;
  rightJack: BannerView | null;
  icon: BannerView | null;
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

/** The video id as the movie banner embeds it, or null when there is none or it is not one. */
function playableVideoId(videoId: string | null): string | null {
  return videoId !== null && VIDEO_ID.test(videoId) ? videoId : null;
}

const NO_CAROUSEL: CarouselBanners = { carouselTiles: [], movie: null, movieOverlay: null, windowJack: null };

/**
 * The carousel list by position (CAROUSEL_POSITIONS), for a phone reader only: the best live
 * movie banner with a playable video; the best live overlay with a video to play (its own, else
 * the movie banner's); the best live window jack; the live tiles. Other positions show nothing.
 */
export function selectCarouselBanners(carousel: readonly BannerItem[], audience: BannerAudience): CarouselBanners {
  if (audience.device !== CAROUSEL_DEVICE) return NO_CAROUSEL;
  const movieItem = liveBanners(carousel, CAROUSEL_POSITIONS.movie, audience).find((item) => playableVideoId(item.videoId) !== null);
  const movie = movieItem ? { ...toBannerView(movieItem), videoId: playableVideoId(movieItem.videoId) as string } : null;
  const [overlayItem] = liveBanners(carousel, CAROUSEL_POSITIONS.movieOverlay, audience);
  const overlayVideo = overlayItem ? (playableVideoId(overlayItem.videoId) ?? movie?.videoId ?? null) : null;
  return {
    carouselTiles: liveBanners(carousel, CAROUSEL_POSITIONS.tile, audience).slice(0, MAX_CAROUSEL_TILES).map(toBannerView),
    movie,
    movieOverlay: overlayItem && overlayVideo ? { ...toBannerView(overlayItem), videoId: overlayVideo } : null,
    windowJack: bestBanner(carousel, CAROUSEL_POSITIONS.windowJack, audience),
  };
}

export function selectTopBanners({ topPage, carousel, features }: TopBannerSources, audience: BannerAudience): TopBanners {
  const top = topPage ?? [];
  const { now } = audience;
  return {
    header: bestBanner(top, BANNER_POSITIONS.topHeader, audience),
    leftJack: bestBanner(top, BANNER_POSITIONS.topLeftJack, audience),
    rightJack: bestBanner(top, BANNER_POSITIONS.topRightJack, audience),
    icon: iconBanner(top, audience),
    ...selectCarouselBanners(carousel ?? [], audience),
    featureRow: featureViews(features ?? [], FEATURE_BANNER_POSITIONS.top, now, MAX_TOP_FEATURE_BANNERS),
    featureRail: featureViews(features ?? [], FEATURE_BANNER_POSITIONS.sidebar, now, MAX_RAIL_FEATURE_BANNERS),
  };
}

/** The top page's banners: the top page list, the carousel list and the feature banners. */
export async function loadTopBanners({ fetchSource, device, now }: BannerLoadContext): Promise<TopBanners> {
  const [topPage, features, carousel] = await Promise.all([
    orFallback(fetchSource('topPageBanner', {}), null),
    orFallback(fetchSource('specialFeatureBanner', {}), null),
    orFallback(fetchSource('carouselBanner', {}), null),
  ]);
  return selectTopBanners({ topPage: topPage?.data ?? null, carousel: carousel?.data ?? null, features: features?.data ?? null }, { device, now });
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
  /** The Amazon ranking widget (issue 16): in the rail on PC, after the body on SP (ads/amazon-affiliate.ts). */
  amazonWidget: AmazonWidgetRow[];
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

export function selectArticleBanners({ articlePage, features }: ArticleBannerSources, { device, now, patternIndex }: ArticleBannerOptions): Omit<ArticleBanners, 'amazonWidget'> {
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

/** What loading an article page's ad units needs: the banners' audience and the page type that tags Amazon links. */
export type ArticleBannerLoadContext = BannerLoadContext & Pick<PageDataContext, 'adPageType'>;

/**
 * The ad units around an article (the article, special and weekly article pages and their
 * previews): banners, jacks and the Amazon widget. The A/B/C pattern is chosen per request by
 * the hash of `now`.
 */
export async function loadArticleBanners({ fetchSource, device, now, adPageType }: ArticleBannerLoadContext): Promise<ArticleBanners> {
  const [articlePage, features, amazonWidget] = await Promise.all([
    orFallback(fetchSource('articlePageBanner', {}), null),
    orFallback(fetchSource('specialFeatureBanner', {}), null),
    loadAmazonWidget({ fetchSource, adPageType }),
  ]);
  return { ...selectArticleBanners({ articlePage: articlePage?.data ?? null, features: features?.data ?? null }, { device, now }), amazonWidget };
}
