import type { AdSpace, AdUnit, BannerItem, CampaignItem } from '@/api-clients/schemas/ads';

/** Fixed "now" of the ad tests: 2026-07-15 12:00 JST. */
export const NOW = new Date('2026-07-15T12:00:00+09:00');
export const PAST = '2026-07-01T00:00:00+09:00';
export const FUTURE = '2026-08-01T00:00:00+09:00';
export const LONG_AGO = '2026-06-01T00:00:00+09:00';
export const YESTERDAY = '2026-07-14T12:00:00+09:00';

export function unit(number: number, overrides: Partial<AdUnit> = {}): AdUnit {
  return {
    number,
    position: `n${number}`,
    type: 'GAM',
    adScript: null,
    showAds: true,
    adSlotIds: [],
    releaseStartAt: null,
    releaseEndAt: null,
    ...overrides,
  };
}

export function adSpace(pageType: AdSpace['pageType'], numbers: readonly number[], overrides: Partial<AdUnit> = {}): AdSpace {
  return { pageType, units: numbers.map((number) => unit(number, overrides)) };
}

export function campaign(id: number, overrides: Partial<CampaignItem> = {}): CampaignItem {
  return {
    id: String(id),
    campaignTitle: `キャンペーン${id}`,
    advertiserName: `広告主${id}`,
    campaignImage: `https://img.example.com/campaign/${id}.jpg`,
    iconImage: `https://img.example.com/campaign/${id}-icon.jpg`,
    linkedUrl: `https://www.example.com/campaign/${id}/`,
    isMatomePage: false,
    directoryName: null,
    priority: 1,
    campaignName: `cp_${id}`,
    shortName: `cp${id}`,
    displayDevices: ['1', '2'],
    position: 4,
    startAt: PAST,
    endAt: FUTURE,
    releaseStartAt: null,
    releaseEndAt: null,
    isDisplayOnPr: false,
    showAds: true,
    mainCategory: { id: '21', code: 'news', nameJa: 'ニュース', isMainCategory: true, priority: 1 },
    ...overrides,
  };
}

export function banner(id: number, overrides: Partial<BannerItem> = {}): BannerItem {
  return {
    id: String(id),
    position: 'iconBanner',
    title: `バナー${id}`,
    imageUrl: `https://img.example.com/banner/${id}.jpg`,
    linkedUrl: `/game/title/${id}/page/1/`,
    isNewTab: false,
    backgroundColor: null,
    pattern: null,
    videoId: null,
    displayDevices: ['1', '2'],
    priority: 1,
    startAt: PAST,
    endAt: FUTURE,
    ...overrides,
  };
}
