/** @jest-environment node */
import type { BannerItem } from '@/api-clients/schemas/ads';
import { ICON_BANNER_POSITION, MOVIE_BANNER_EVENTS, selectIconBanner } from '@/ads/icon-banner';
import { banner, FUTURE, LONG_AGO, NOW, PAST, YESTERDAY } from './fixtures';

describe('selectIconBanner (spec §4: on PC or SP depending on device, within its release window)', () => {
  it.each<[string, Partial<BannerItem>, boolean, boolean]>([
    ['PC and SP banner', { displayDevices: ['1', '2'] }, true, true],
    ['PC-only banner', { displayDevices: ['1'] }, true, false],
    ['SP-only banner', { displayDevices: ['2'] }, false, true],
    ['inside the window', { startAt: PAST, endAt: FUTURE }, true, true],
    ['open end, started', { startAt: PAST, endAt: null }, true, true],
    ['ends exactly now (inclusive)', { startAt: PAST, endAt: NOW.toISOString() }, true, true],
    ['not started', { startAt: FUTURE, endAt: null }, false, false],
    ['ended', { startAt: LONG_AGO, endAt: YESTERDAY }, false, false],
    ['no start', { startAt: null }, false, false],
    ['invalid start', { startAt: 'tomorrow' }, false, false],
    ['another position', { position: 'topHeader' }, false, false],
  ])('%s → PC %s, SP %s (spec §4)', (_name, overrides, onPc, onSp) => {
    const items = [banner(1, overrides)];
    expect(selectIconBanner(items, { device: 'PC', now: NOW })?.id ?? null).toBe(onPc ? '1' : null);
    expect(selectIconBanner(items, { device: 'SP', now: NOW })?.id ?? null).toBe(onSp ? '1' : null);
  });

  it('the best priority among live icon banners wins', () => {
    const items = [banner(1, { priority: 3 }), banner(2, { priority: 1, startAt: FUTURE }), banner(3, { priority: 2 })];
    expect(selectIconBanner(items, { device: 'SP', now: NOW })?.id).toBe('3');
  });

  it('position constant', () => {
    expect(ICON_BANNER_POSITION).toBe('iconBanner');
  });
});

describe('movie banner events (spec §4)', () => {
  it('are mov_start and mov_stop (spec §4)', () => {
    expect(MOVIE_BANNER_EVENTS).toEqual(['mov_start', 'mov_stop']);
  });
});
