import { selectBackgroundBanners, type BackgroundPattern } from '@/ads/background-pattern';
import { byBannerPriority, isBannerLive } from '@/ads/banners';
import { selectIconBanner } from '@/ads/icon-banner';
import type { AdDevice } from '@/ads/types';
import { pickUnderAdPair } from '@/api-clients/defaults';
import type { FetchSource } from '@/api-clients/fetch-source';
import type { BannerItem, SpecialFeatureBanner } from '@/api-clients/schemas/ads';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { orFallback } from './secondary';

/**
 * Banners, jacks and feature banners of the reader pages, selected on the server and trimmed to
 * what the pages render.
 *
 * The page-data functions do not know the reader's device (the same props serve PC and SP; the
 * device is `pageMeta.adDevice`, added after them). So every device-dependent choice is made for
 * both devices here, tagged `{PC, SP}` like the sponsored cards, and the page renders the one of
 * its ad device. Display windows (spec §4, open end allowed) are applied here with the request's
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

export type ByDevice<T> = Record<AdDevice, T>;

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

/** A value chosen for each ad device. */
export function perDevice<T>(select: (device: AdDevice) => T): ByDevice<T> {
  return { PC: select('PC'), SP: select('SP') };
}

/** The banners at `position` shown on the device now (device and display window), best priority first. */
export function liveBanners(items: readonly BannerItem[], position: string, device: AdDevice, now: Date): BannerItem[] {
  return items.filter((item) => item.position === position && isBannerLive(item, device, now)).sort(byBannerPriority);
}

/** The best live banner at `position` for each device, or null. */
export function bestBannerByDevice(items: readonly BannerItem[], position: string, now: Date): ByDevice<BannerView | null> {
  return perDevice((device) => {
    const [best] = liveBanners(items, position, device, now);
    return best ? toBannerView(best) : null;
  });
}

/** The icon banner for each device (spec §4, ads/icon-banner.ts). */
export function iconBannerByDevice(items: readonly BannerItem[], now: Date): ByDevice<BannerView | null> {
  return perDevice((device) => {
    const icon = selectIconBanner(items, { device, now });
    return icon ? toBannerView(icon) : null;
  });
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
  header: ByDevice<BannerView | null>;
  leftJack: ByDevice<BannerView | null>;
  rightJack: ByDevice<BannerView | null>;
  icon: ByDevice<BannerView | null>;
  movie: ByDevice<MovieBannerView | null>;
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

export function selectTopBanners({ topPage, carousel, features }: TopBannerSources, now: Date): TopBanners {
  const top = topPage ?? [];
  return {
    header: bestBannerByDevice(top, BANNER_POSITIONS.topHeader, now),
    leftJack: bestBannerByDevice(top, BANNER_POSITIONS.topLeftJack, now),
    rightJack: bestBannerByDevice(top, BANNER_POSITIONS.topRightJack, now),
    icon: iconBannerByDevice(top, now),
    movie: perDevice((device) => {
      const movie = liveBanners(carousel ?? [], BANNER_POSITIONS.spHeaderMovieBanner, device, now).find(
        (item) => item.videoId !== null && VIDEO_ID.test(item.videoId),
      );
      return movie ? { ...toBannerView(movie), videoId: movie.videoId as string } : null;
    }),
    featureRow: featureViews(features ?? [], FEATURE_BANNER_POSITIONS.top, now, MAX_TOP_FEATURE_BANNERS),
    featureRail: featureViews(features ?? [], FEATURE_BANNER_POSITIONS.sidebar, now, MAX_RAIL_FEATURE_BANNERS),
  };
}

/** The top page's banners; `carousel` is the carouselBanner list the page loads anyway (or its failure, null). */
export async function loadTopBanners(fetchSource: FetchSource, now: Date, carousel: Promise<{ data: BannerItem[] } | null>): Promise<TopBanners> {
  const [topPage, features, carouselList] = await Promise.all([
    orFallback(fetchSource('topPageBanner', {}), null),
    orFallback(fetchSource('specialFeatureBanner', {}), null),
    carousel,
  ]);
  return selectTopBanners({ topPage: topPage?.data ?? null, carousel: carouselList?.data ?? null, features: features?.data ?? null }, now);
}

// ── Article lists (category, author) ──

export interface ListBanners {
  /** Pickup jack banners above the list. */
  pickup: ByDevice<BannerView[]>;
  icon: ByDevice<BannerView | null>;
}

export interface ListBannerSources {
  pickupJack: readonly BannerItem[] | null;
  /** The site-wide banner list, where the icon banner lives when the pickup list has none. */
  topPage: readonly BannerItem[] | null;
}

export function selectListBanners({ pickupJack, topPage }: ListBannerSources, now: Date): ListBanners {
  const pickup = pickupJack ?? [];
  return {
    pickup: perDevice((device) => liveBanners(pickup, BANNER_POSITIONS.listPickup, device, now).slice(0, MAX_LIST_PICKUP_BANNERS).map(toBannerView)),
    // The list's own icon banner first (on equal priority), then the site-wide one.
    icon: iconBannerByDevice([...pickup, ...(topPage ?? [])], now),
  };
}

export async function loadListBanners(fetchSource: FetchSource, now: Date): Promise<ListBanners> {
  const [pickupJack, topPage] = await Promise.all([
    orFallback(fetchSource('pickupJack', {}), null),
    orFallback(fetchSource('topPageBanner', {}), null),
  ]);
  return selectListBanners({ pickupJack: pickupJack?.data ?? null, topPage: topPage?.data ?? null }, now);
}

// ── Article pages ──

export interface ArticleBanners {
  /** Left and right background banners of one A/B/C pattern, for each device. */
  background: ByDevice<BackgroundBannerViews>;
  superJack: ByDevice<BannerView | null>;
  icon: ByDevice<BannerView | null>;
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

export interface ArticleBannerOptions {
  now: Date;
  /** Chooses the A/B/C pattern (spec §5); without it, the hash of `now` chooses. */
  patternIndex?: number;
}

export function selectArticleBanners({ articlePage, features }: ArticleBannerSources, { now, patternIndex }: ArticleBannerOptions): ArticleBanners {
  const items = articlePage ?? [];
  const pair = pickUnderAdPair(
    liveFeatureBanners(features ?? [], now),
    (item) => item.position === FEATURE_BANNER_POSITIONS.top,
    (item) => item.position === FEATURE_BANNER_POSITIONS.sidebar,
  );
  return {
    background: perDevice((device) => {
      const { pattern, left, right } = selectBackgroundBanners(items, { device, now, index: patternIndex });
      return { pattern: left || right ? pattern : null, left: left && toBannerView(left), right: right && toBannerView(right) };
    }),
    superJack: bestBannerByDevice(items, BANNER_POSITIONS.articleSuperJack, now),
    icon: iconBannerByDevice(items, now),
    underArticle: pair.underArticle?.view ?? null,
    underBanner: pair.underBanner?.view ?? null,
  };
}

/** The article page's banners; the A/B/C pattern is chosen per request by the hash of `now`. */
export async function loadArticleBanners(fetchSource: FetchSource, options: ArticleBannerOptions): Promise<ArticleBanners> {
  const [articlePage, features] = await Promise.all([
    orFallback(fetchSource('articlePageBanner', {}), null),
    orFallback(fetchSource('specialFeatureBanner', {}), null),
  ]);
  return selectArticleBanners({ articlePage: articlePage?.data ?? null, features: features?.data ?? null }, options);
}
