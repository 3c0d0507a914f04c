/** @jest-environment node */
import { http } from 'msw';
import { AD_DEVICES } from '@/ads/device';
import type { AdDevice } from '@/ads/types';
import type { BannerItem } from '@/api-clients/schemas/ads';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { runPageData } from '@/lib/page-config/run-page-data';
import { toBannerView } from '@/lib/page-data/banners';
import { GAME_BANNER_POSITIONS, selectGameBanners, type GameBanners } from '@/lib/page-data/game/game-banners';
import type { GameArticlesPageProps } from '@/lib/page-data/game/game-articles';
import type { GameImagesPageProps } from '@/lib/page-data/game/game-images';
import { getDataset } from '@/mocks/data';
import { banner, FUTURE, NOW, PAST } from '../../../ads/fixtures';
import { captureLogs, dataNow, makeFetchSource, setupContentApi } from '../../../support/content-api';
import { READER_USER_AGENTS } from '../../../support/readers';
import { TEST_API_BASE_URL } from '../../../setup/test-env';
import { failWith500, propsOf } from '../list-page-helpers';
import { findGame, GAME_ROUTES } from './game-fixtures';

const server = setupContentApi();
captureLogs();

const idOf = (item: { id: string } | null) => item?.id ?? null;
const ids = (banners: GameBanners) => ({ header: idOf(banners.header), leftJack: idOf(banners.leftJack), rightJack: idOf(banners.rightJack) });

describe('selectGameBanners: the game pages’ jacks for the reader’s device', () => {
  const pickupJack: BannerItem[] = [
    banner(1, { position: 'gameHeader', priority: 2, displayDevices: ['1', '2'] }),
    banner(2, { position: 'gameHeader', priority: 1, displayDevices: ['1'] }),
    banner(3, { position: 'gameHeader', priority: 0, displayDevices: ['1', '2'], startAt: FUTURE, endAt: null }),
    banner(4, { position: 'gameLeft', displayDevices: ['1', '2'] }),
    banner(5, { position: 'gameRight', displayDevices: ['1'], startAt: PAST, endAt: PAST }),
    banner(6, { position: 'gameRight', priority: 3, displayDevices: ['1'] }),
    banner(7, { position: 'listPickup', priority: 0, displayDevices: ['1', '2'] }),
  ];

  it.each([
    // PC: the best live header (priority 1 beats 2; the future one waits), the left jack, the live right jack.
    ['PC', { header: '2', leftJack: '4', rightJack: '6' }],
    // SP: the header booked for phones; no side jacks, whatever the data says (no room beside a phone's column).
    ['SP', { header: '1', leftJack: null, rightJack: null }],
  ] as const)('%s: %o', (device, expected) => {
    expect(ids(selectGameBanners(pickupJack, { device, now: NOW }))).toEqual(expected);
  });

  it.each(AD_DEVICES)('%s: a failed source (null) or an empty list leaves every jack empty', (device) => {
    for (const items of [null, []]) {
      expect(selectGameBanners(items, { device, now: NOW })).toEqual({ header: null, leftJack: null, rightJack: null });
    }
  });

  it('trimmed to what the jacks render (no windows, devices or priorities)', () => {
    expect(selectGameBanners(pickupJack, { device: 'PC', now: NOW }).header).toEqual(toBannerView(pickupJack[1]!));
    expect(Object.keys(toBannerView(pickupJack[1]!)).sort()).toEqual(['backgroundColor', 'id', 'imageUrl', 'isNewTab', 'linkedUrl', 'title']);
  });
});

describe('game page routes: jacks from the bundled content API', () => {
  const now = dataNow();
  const game = findGame(({ articles }) => articles.length > 10).game;
  const params = { gameId: game.gameId, pageNumber: '1' };
  const pickupJack = getDataset().ads.banners.pickupJack;
  const firstLiveId = (position: string, device: AdDevice) =>
    pickupJack
      .filter((item) => item.position === position && item.displayDevices.includes(device === 'PC' ? '1' : '2') && isWithinDisplayWindow(item.startAt, item.endAt, now))
      .sort((a, b) => a.priority - b.priority)[0]?.id ?? null;

  async function run<P>(routePath: string, device: AdDevice): Promise<P> {
    const result = await runPageData({ routePath, params, query: params, fetchSource: makeFetchSource(1_000), now, userAgent: READER_USER_AGENTS[device] });
    if (!result) throw new Error(`no page configuration for ${routePath}`);
    return propsOf<P>(result);
  }

  it.each(AD_DEVICES)('%s: every game page carries the device’s live jacks; the mock data has them (header on both devices, sides on PC)', async (device) => {
    const expected = {
      header: firstLiveId(GAME_BANNER_POSITIONS.header, device),
      leftJack: device === 'PC' ? firstLiveId(GAME_BANNER_POSITIONS.left, device) : null,
      rightJack: device === 'PC' ? firstLiveId(GAME_BANNER_POSITIONS.right, device) : null,
    };
    expect(expected.header).not.toBeNull();
    if (device === 'PC') expect([expected.leftJack, expected.rightJack]).not.toContain(null);
    const articles = await run<GameArticlesPageProps>(GAME_ROUTES.articles, device);
    const images = await run<GameImagesPageProps>(GAME_ROUTES.images, device);
    expect(ids(articles.gameBanners)).toEqual(expected);
    expect(ids(images.gameBanners)).toEqual(expected);
  });

  it.each(AD_DEVICES)('%s: only the articles page, the one with an article list, carries sponsored-card candidates', async (device) => {
    const articles = await run<GameArticlesPageProps>(GAME_ROUTES.articles, device);
    const images = await run<GameImagesPageProps>(GAME_ROUTES.images, device);
    expect(articles.sponsoredCandidates.length).toBeGreaterThan(0);
    expect(images).not.toHaveProperty('sponsoredCandidates');
  });

  it('a failing pickupJack source empties the jacks and nothing else', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/jack-article-list`, failWith500));
    const props = await run<GameArticlesPageProps>(GAME_ROUTES.articles, 'PC');
    expect(props.gameBanners).toEqual({ header: null, leftJack: null, rightJack: null });
    expect(props.articles.items.length).toBeGreaterThan(0);
  });
});
