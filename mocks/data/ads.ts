import type {
  AdSpace,
  AdSpacePageType,
  AdUnit,
  AmpAdSpace,
  BannerItem,
  CampaignItem,
  LogoJack,
  SpecialFeatureBanner,
} from '@/api-clients/schemas/ads';
import { AD_SPACE_PAGE_TYPES } from '@/api-clients/schemas/ads';
import { categoryRef } from './categories';
import type { ImageUrls } from './images';
import { MATOME_DEFINITIONS } from './matome-directories';
import type { Random } from './prng';
import { MAKERS } from './text';
import { DAY_MS, toJstIso } from './time';
import type { GameRecord } from './types';
import { youtubeId } from './videos';
import { windowAt, type DisplayWindow } from './windows';

const SITE = 'playnote';
const AMP_NETWORK = '/21900000000';
export const PAGE_SLUGS: Record<AdSpacePageType, string> = {
  TOP: 'top', LIST: 'list', ARTICLE_DETAIL: 'article', PREVIEW: 'preview', SCHEDULE: 'schedule',
};

/** Slot number → GPT position (PC 1-17). */
const PC_POSITIONS = ['headbnr', '1r', '2r', 'mb', 'mb1', 'hpb', 'ft_l', 'ft_r', 'afb', 'mr', 'inter', 'ol', 'bg_l', 'bg_r', 'flexone', 'yahoo', 'card'];
/** Slot number → GPT position (SP 1-13). */
const SP_POSITIONS = ['headbnr', 'mb', 'mb1', 'mb2', 'rec', 'mr', 'ftbnr', 'tophead', 'jack_l', 'jack_s', 'inter', 'flexone', 'yahoo'];

const PC_SLOTS: Record<AdSpacePageType, readonly number[]> = {
  TOP: [1, 2, 3, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17],
  LIST: [1, 2, 3, 6, 7, 8, 11, 12, 15, 16, 17],
  ARTICLE_DETAIL: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  PREVIEW: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  SCHEDULE: [1, 2, 3, 6, 7, 8, 11, 12],
};
const SP_SLOTS: Record<AdSpacePageType, readonly number[]> = {
  TOP: [1, 5, 6, 7, 8, 11, 12, 13],
  LIST: [1, 2, 5, 6, 7, 11, 12, 13],
  ARTICLE_DETAIL: [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13],
  PREVIEW: [1, 2, 3, 4, 5, 6, 7, 9, 10],
  SCHEDULE: [1, 5, 6, 7, 11],
};
/** Overlay slots switched off on some page types (type NONE). */
const NONE_SLOTS: Partial<Record<AdSpacePageType, readonly string[]>> = { LIST: ['ol'], SCHEDULE: ['ol', 'mr'] };

function adUnit(device: 'PC' | 'SP', pageType: AdSpacePageType, number: number, nowMs: number): AdUnit {
  const position = (device === 'PC' ? PC_POSITIONS : SP_POSITIONS)[number - 1] as string;
  const page = PAGE_SLUGS[pageType];
  const slotId = device === 'PC' ? `${SITE}_${page}_${position}_gam` : `${SITE}-s_${page}_${position}_gam`;
  const type = NONE_SLOTS[pageType]?.includes(position) ? 'NONE' : position === 'flexone' ? 'FLEXONE' : position === 'yahoo' ? 'YAHOO' : 'GAM';
  const adScript =
    type === 'FLEXONE'
      ? `<div class="flexone-ad" data-flexone-slot="${slotId.replace(/_gam$/, '_fo')}"></div>`
      : type === 'YAHOO'
        ? `<div class="yads" data-yads-ad-ds="${device === 'PC' ? '48213' : '48214'}_${number}${page.length}"></div>`
        : null;
  // Background jacks run on a campaign that started a week before the data set's "now" and has no
  // end yet, so they are live for as long as the content API runs; the card slot started a month before.
  const backgroundCampaign = position === 'bg_l' || position === 'bg_r';
  return {
    number,
    position,
    type,
    adScript,
    showAds: type !== 'NONE',
    adSlotIds: type === 'GAM' ? [slotId] : [],
    releaseStartAt: backgroundCampaign ? toJstIso(nowMs - 7 * DAY_MS) : position === 'card' ? toJstIso(nowMs - 30 * DAY_MS) : null,
    releaseEndAt: null,
  };
}

export function buildAdSpaces(device: 'PC' | 'SP', nowMs: number): Map<AdSpacePageType, AdSpace> {
  const slots = device === 'PC' ? PC_SLOTS : SP_SLOTS;
  return new Map(AD_SPACE_PAGE_TYPES.map((pageType) => [pageType, { pageType, units: slots[pageType].map((n) => adUnit(device, pageType, n, nowMs)) }]));
}

/** In-body units, the AMP twins of the article-ad slots 1-5 (lib/amp/amp-ads.ts). */
const AMP_IN_BODY = ['amp_ia1', 'amp_ia2', 'amp_ia3', 'amp_ia4', 'amp_ia5'] as const;
const AMP_UNITS = [
  { position: 'amp_head', width: 320, height: 100, multiSize: '320x50,320x100' },
  { position: 'amp_mb1', width: 300, height: 250, multiSize: '300x250,336x280' },
  ...AMP_IN_BODY.map((position) => ({ position, width: 336, height: 280, multiSize: '300x250,336x280' })),
  { position: 'amp_rec', width: 300, height: 250, multiSize: '300x250,336x280,300x600' },
  { position: 'amp_foot', width: 320, height: 50, multiSize: null },
] as const;
const AMP_SLOTS: Record<AdSpacePageType, readonly string[]> = {
  TOP: ['amp_head', 'amp_rec', 'amp_foot'],
  LIST: ['amp_head', 'amp_rec', 'amp_foot'],
  ARTICLE_DETAIL: ['amp_head', 'amp_mb1', ...AMP_IN_BODY, 'amp_rec', 'amp_foot'],
  PREVIEW: ['amp_head', 'amp_mb1'],
  SCHEDULE: ['amp_head', 'amp_foot'],
};

export function buildAmpAdSpaces(): Map<AdSpacePageType, AmpAdSpace> {
  return new Map(
    AD_SPACE_PAGE_TYPES.map((pageType) => [
      pageType,
      {
        units: AMP_UNITS.filter((u) => AMP_SLOTS[pageType].includes(u.position)).map((u) => ({
          ...u,
          adUnitPath: `${AMP_NETWORK}/${SITE}/amp/${PAGE_SLUGS[pageType]}/${u.position}`,
        })),
      },
    ]),
  );
}

export function buildCampaigns(rng: Random, games: GameRecord[], images: ImageUrls, nowMs: number): CampaignItem[] {
  const featured = games.filter((g) => g.popularity > 0.5);
  return Array.from({ length: 16 }, (_, i) => {
    const id = String(3001 + i);
    const matome = i % 4 === 1 ? MATOME_DEFINITIONS[i % MATOME_DEFINITIONS.length] : undefined;
    const game = rng.pick(featured.length > 0 ? featured : games);
    const advertiserName = matome?.isPr ? 'ネオスフィア' : rng.pick([...MAKERS, game.maker]);
    const window: DisplayWindow = windowAt(rng, i, nowMs);
    const release: DisplayWindow = i % 5 === 4 ? windowAt(rng, i + 3, nowMs) : window;
    const title = matome ? matome.title : `『${game.name}』好評発売中！ 今なら限定特典付き`;
    return {
      id,
      campaignTitle: title,
      advertiserName,
      campaignImage: images.art(`banners/campaign/${id}`, 640, 360),
      iconImage: rng.chance(0.8) ? images.art(`banners/campaign-icon/${id}`, 120, 120) : null,
      linkedUrl: matome ? `/special/${matome.directoryName}/` : `https://www.example.com/campaign/${id}/`,
      isMatomePage: Boolean(matome),
      directoryName: matome?.directoryName ?? null,
      priority: 1 + (i % 5),
      campaignName: `cp_${id}_${matome ? matome.directoryName : 'game'}`,
      shortName: matome ? matome.title.slice(0, 10) : game.name.slice(0, 12),
      displayDevices: i % 3 === 0 ? ['1', '2'] : i % 3 === 1 ? ['1'] : ['2'],
      position: 4 + 4 * (i % 4),
      startAt: window.startAt,
      endAt: window.endAt,
      releaseStartAt: release.startAt,
      releaseEndAt: release.endAt,
      isDisplayOnPr: i % 6 === 0,
      showAds: i % 7 !== 6,
      mainCategory: categoryRef(matome ? 'special-article' : 'news'),
    };
  });
}

interface BannerSpec {
  position: string;
  size: readonly [number, number];
  devices: ('1' | '2')[];
  count?: number;
  patterns?: boolean;
  video?: boolean;
  color?: boolean;
  /** Live now whatever window the cycle draws (the draw still happens, so the rest of the data set stays as it was). */
  live?: boolean;
}

export type BannerListName = 'topPage' | 'articlePage' | 'pickupJack' | 'carousel';

const BANNER_SPECS: Record<BannerListName, readonly BannerSpec[]> = {
  topPage: [
    { position: 'topHeader', size: [970, 250], devices: ['1'], count: 2, color: true },
    { position: 'topLeftJack', size: [200, 1000], devices: ['1'], count: 2 },
    { position: 'topRightJack', size: [200, 1000], devices: ['1'], count: 2 },
    { position: 'iconBanner', size: [120, 120], devices: ['1', '2'], count: 3 },
  ],
  articlePage: [
    { position: 'articleBackgroundLeft', size: [200, 1000], devices: ['1'], count: 3, patterns: true, color: true },
    { position: 'articleBackgroundRight', size: [200, 1000], devices: ['1'], count: 3, patterns: true, color: true },
    { position: 'articleSuperJack', size: [1280, 250], devices: ['1'], count: 2 },
    { position: 'iconBanner', size: [120, 120], devices: ['1', '2'], count: 2 },
  ],
  pickupJack: [
    // The game pages' header jack is the header unit of the top page (970x250), on PC and SP.
    { position: 'gameHeader', size: [970, 250], devices: ['1', '2'], count: 2, color: true },
    { position: 'gameLeft', size: [200, 1000], devices: ['1'], live: true },
    { position: 'gameRight', size: [200, 1000], devices: ['1'], live: true },
    { position: 'listPickup', size: [300, 100], devices: ['1', '2'], count: 4 },
  ],
  carousel: [
    { position: 'spHeaderMovieBanner', size: [750, 422], devices: ['2'], count: 2, video: true },
    { position: 'spHeaderMovieBannerOverlay', size: [750, 200], devices: ['2'] },
    // Three, so one falls on a live display window (the window cycle's expired, future, active).
    { position: 'spWindowJack', size: [750, 1334], devices: ['2'], count: 3 },
    { position: 'spCarousel', size: [750, 300], devices: ['2'], count: 5 },
  ],
};

/** A window open since a week before the data set's "now", with no end (live on any later clock). */
const liveWindow = (nowMs: number): DisplayWindow => ({ startAt: toJstIso(nowMs - 7 * DAY_MS), endAt: null });

const BANNER_COLORS = ['#0b1f3a', '#1a1a1a', '#f4f1ea', '#3b0a45', '#0e3b2e', '#c8102e'];

export function buildBannerLists(rng: Random, games: GameRecord[], images: ImageUrls, nowMs: number): Record<BannerListName, BannerItem[]> {
  let nextId = 4001;
  const result = {} as Record<BannerListName, BannerItem[]>;
  for (const name of Object.keys(BANNER_SPECS) as BannerListName[]) {
    const items: BannerItem[] = [];
    for (const spec of BANNER_SPECS[name]) {
      for (let k = 0; k < (spec.count ?? 1); k += 1) {
        const id = String(nextId);
        nextId += 1;
        const game = rng.pick(games);
        const drawn = windowAt(rng, items.length, nowMs);
        const window = spec.live ? liveWindow(nowMs) : drawn;
        items.push({
          id,
          position: spec.position,
          title: `『${game.name}』${rng.pick(['好評発売中', '予約受付中', '体験版配信中', '大型アップデート配信中'])}`,
          imageUrl: images.art(`banners/${spec.position}/${id}`, spec.size[0], spec.size[1]),
          linkedUrl: rng.chance(0.6) ? `/game/title/${game.gameId}/page/1/` : `https://www.example.com/banner/${id}/`,
          isNewTab: rng.chance(0.5),
          backgroundColor: spec.color ? rng.pick(BANNER_COLORS) : null,
          pattern: spec.patterns ? (['A', 'B', 'C'] as const)[k % 3]! : null,
          videoId: spec.video ? youtubeId(rng) : null,
          displayDevices: spec.devices,
          priority: k + 1,
          startAt: window.startAt,
          endAt: window.endAt,
        });
      }
    }
    result[name] = items;
  }
  return result;
}

export function buildFeatureBanners(rng: Random, images: ImageUrls, nowMs: number): SpecialFeatureBanner {
  return {
    data: MATOME_DEFINITIONS.slice(0, 9).map((definition, index) => {
      const window = windowAt(rng, index, nowMs);
      return {
        index,
        bannerUrl: images.art(`banners/feature/${definition.directoryName}`, 600, 200),
        isNewTab: false,
        linkedUrl: `/special/${definition.directoryName}/`,
        position: index < 6 ? 'top' : 'sidebar',
        title: definition.title,
        startAt: window.startAt,
        endAt: window.endAt,
      };
    }),
  };
}

export function buildLogoJacks(rng: Random, images: ImageUrls, nowMs: number): LogoJack {
  return {
    data: ['expired', 'active', 'future', 'invalid'].map((label, i) => {
      const window = windowAt(rng, [3, 0, 4, 6][i] as number, nowMs);
      return {
        startAt: window.startAt,
        endAt: window.endAt,
        headerColor: rng.pick(BANNER_COLORS),
        imageUrl: images.art(`banners/logo-jack/${label}`, 360, 90),
        linkedUrl: `/special/${rng.pick(MATOME_DEFINITIONS).directoryName}/`,
      };
    }),
  };
}
