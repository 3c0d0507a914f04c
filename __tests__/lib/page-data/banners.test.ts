/** @jest-environment node */
import { http } from 'msw';
import { AMAZON_AFFILIATE_TAGS } from '@/ads/amazon-affiliate';
import { choosePattern, selectBackgroundBanners } from '@/ads/background-pattern';
import { AD_DEVICES } from '@/ads/device';
import { toSponsoredCandidates } from '@/ads/campaign-cards';
import type { AdDevice } from '@/ads/types';
import type { BannerItem, SpecialFeatureBanner } from '@/api-clients/schemas/ads';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { ArticlePageProps } from '@/lib/page-data/article';
import { AMAZON_WIDGET_ROWS, toAmazonWidgetRows } from '@/lib/page-data/amazon-widget';
import type { AuthorPageProps } from '@/lib/page-data/author';
import {
  CAROUSEL_POSITIONS,
  MAX_CAROUSEL_TILES,
  MAX_LIST_PICKUP_BANNERS,
  MAX_RAIL_FEATURE_BANNERS,
  MAX_TOP_FEATURE_BANNERS,
  selectArticleBanners,
  selectCarouselBanners,
  selectListBanners,
  selectTopBanners,
  toBannerView,
  type CarouselBanners,
} from '@/lib/page-data/banners';
import type { CategoryPageProps } from '@/lib/page-data/category';
import type { TopPageProps } from '@/lib/page-data/top';
import { getDataset } from '@/mocks/data';
import { banner, FUTURE, LONG_AGO, NOW, PAST, YESTERDAY } from '../../ads/fixtures';
import { captureLogs, dataNow, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';
import { READER_USER_AGENTS } from '../../support/readers';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { failWith500, propsOf } from './list-page-helpers';

const server = setupContentApi();
captureLogs();

type Feature = SpecialFeatureBanner['data'][number];

function feature(index: number, overrides: Partial<Feature> = {}): Feature {
  return {
    index,
    bannerUrl: `https://img.example.com/feature/${index}.jpg`,
    isNewTab: false,
    linkedUrl: `/special/feature-${index}/`,
    position: 'top',
    title: `特集${index}`,
    startAt: PAST,
    endAt: FUTURE,
    ...overrides,
  };
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const idOf = (item: { id: string } | null) => item?.id ?? null;
/** Banners are chosen for the reader's device, at the test clock. */
const forReader = (device: AdDevice) => ({ device, now: NOW });

// ── Pure selection, for one device at a time ──

describe('top page banners (selectTopBanners)', () => {
  const topPage = [
    banner(1, { position: 'topHeader', priority: 2, displayDevices: ['1'] }),
    banner(2, { position: 'topHeader', priority: 1, displayDevices: ['1'] }),
    banner(3, { position: 'topLeftJack', displayDevices: ['1'] }),
    banner(4, { position: 'topRightJack', displayDevices: ['1', '2'] }),
  ];

  it.each([
    ['PC', { header: '2', leftJack: '3', rightJack: '4' }],
    ['SP', { header: null, leftJack: null, rightJack: '4' }],
  ] as const)('%s: each unit is the best-priority banner live on the device now; a PC-only banner leaves SP empty', (device, expected) => {
    const banners = selectTopBanners({ topPage, carousel: null, features: null }, forReader(device));
    expect({ header: idOf(banners.header), leftJack: idOf(banners.leftJack), rightJack: idOf(banners.rightJack) }).toEqual(expected);
  });

  it('a unit is the banner trimmed to its view', () => {
    expect(selectTopBanners({ topPage, carousel: null, features: null }, forReader('PC')).leftJack).toEqual(toBannerView(topPage[2]!));
  });

  describe.each(AD_DEVICES)('on %s', (device) => {
    it.each([
      ['expired', { startAt: LONG_AGO, endAt: YESTERDAY }],
      ['not started', { startAt: FUTURE, endAt: null }],
      ['an invalid start', { startAt: '未定', endAt: FUTURE }],
      ['an end before its start', { startAt: PAST, endAt: LONG_AGO }],
    ])('a banner outside its display window (%s) is not shown (spec §4)', (_name, window) => {
      const banners = selectTopBanners({ topPage: [banner(1, { position: 'topHeader', ...window })], carousel: null, features: null }, forReader(device));
      expect(banners.header).toBeNull();
    });

    it('an open-ended window is live once started (spec §4)', () => {
      const banners = selectTopBanners({ topPage: [banner(1, { position: 'topHeader', startAt: PAST, endAt: null })], carousel: null, features: null }, forReader(device));
      expect(banners.header?.id).toBe('1');
    });

    it('failed sources (null) leave every block empty', () => {
      expect(selectTopBanners({ topPage: null, carousel: null, features: null }, forReader(device))).toEqual({
        header: null,
        leftJack: null,
        rightJack: null,
        icon: null,
        movie: null,
        movieOverlay: null,
        windowJack: null,
        carouselTiles: [],
        featureRow: [],
        featureRail: [],
      });
    });
  });

  it.each([
    ['PC', '1'],
    ['SP', '3'],
  ] as const)('%s: the icon banner comes from the top page list, by device, within its window (spec §4)', (device, expected) => {
    const iconBanners = [
      banner(1, { position: 'iconBanner', displayDevices: ['1'], priority: 1 }),
      banner(2, { position: 'iconBanner', displayDevices: ['2'], priority: 1, endAt: YESTERDAY, startAt: LONG_AGO }),
      banner(3, { position: 'iconBanner', displayDevices: ['2'], priority: 2 }),
    ];
    expect(selectTopBanners({ topPage: iconBanners, carousel: null, features: null }, forReader(device)).icon?.id).toBe(expected);
  });

  it.each([
    ['SP', { id: '3', videoId: 'xwAlf7W78Mn' }],
    ['PC', null],
  ] as const)('%s: the SP header movie banner is the best live carousel unit with a video id', (device, expected) => {
    const carousel = [
      banner(1, { position: 'spHeaderMovieBanner', displayDevices: ['2'], videoId: null, priority: 1 }),
      banner(2, { position: 'spHeaderMovieBanner', displayDevices: ['2'], videoId: 'bad id!', priority: 2 }),
      banner(3, { position: 'spHeaderMovieBanner', displayDevices: ['2'], videoId: 'xwAlf7W78Mn', priority: 3 }),
      banner(4, { position: 'spCarousel', displayDevices: ['2'], videoId: 'iRbM9WKqLkb' }),
    ];
    const { movie } = selectTopBanners({ topPage: null, carousel, features: null }, forReader(device));
    if (expected) expect(movie).toMatchObject(expected);
    else expect(movie).toBeNull();
  });

  it.each(AD_DEVICES)('%s: feature banners: position top in the row, sidebar in the rail, live ones in index order, capped', (device) => {
    const features = [
      ...Array.from({ length: MAX_TOP_FEATURE_BANNERS + 2 }, (_, i) => feature(20 - i)),
      feature(1, { position: 'sidebar' }),
      feature(0, { position: 'sidebar' }),
      feature(2, { position: 'sidebar', startAt: LONG_AGO, endAt: YESTERDAY }),
      feature(30, { position: 'top', startAt: FUTURE, endAt: null }),
      ...Array.from({ length: MAX_RAIL_FEATURE_BANNERS }, (_, i) => feature(40 + i, { position: 'sidebar' })),
    ];
    const banners = selectTopBanners({ topPage: null, carousel: null, features }, forReader(device));
    expect(banners.featureRow.map((item) => item.index)).toEqual([13, 14, 15, 16, 17, 18]);
    expect(banners.featureRail.map((item) => item.index)).toEqual([0, 1, 40]);
    expect(banners.featureRow[0]).toEqual({ index: 13, title: '特集13', imageUrl: 'https://img.example.com/feature/13.jpg', linkedUrl: '/special/feature-13/', isNewTab: false });
  });
});

describe('the carousel list by position (selectCarouselBanners, issue 16)', () => {
  const { tile, movie, movieOverlay, windowJack } = CAROUSEL_POSITIONS;
  const VIDEO = 'xwAlf7W78Mn';
  const OWN_VIDEO = 'iRbM9WKqLkb';
  const phone = (items: BannerItem[]) => selectCarouselBanners(items, forReader('SP'));
  const homes = (banners: CarouselBanners) => ({
    tiles: ids(banners.carouselTiles),
    movie: idOf(banners.movie),
    overlay: idOf(banners.movieOverlay),
    windowJack: idOf(banners.windowJack),
  });
  const sp = (id: number, position: string, overrides: Partial<BannerItem> = {}) => banner(id, { position, displayDevices: ['2'], ...overrides });

  it.each([
    ['a tile', sp(1, tile), { tiles: ['1'], movie: null, overlay: null, windowJack: null }],
    ['a movie banner', sp(1, movie, { videoId: VIDEO }), { tiles: [], movie: '1', overlay: null, windowJack: null }],
    ['an overlay with its own video', sp(1, movieOverlay, { videoId: OWN_VIDEO }), { tiles: [], movie: null, overlay: '1', windowJack: null }],
    ['a window jack', sp(1, windowJack), { tiles: [], movie: null, overlay: null, windowJack: '1' }],
    ['a position the site has no home for', sp(1, 'spSomethingNew'), { tiles: [], movie: null, overlay: null, windowJack: null }],
    ['a PC-only tile', banner(1, { position: tile, displayDevices: ['1'] }), { tiles: [], movie: null, overlay: null, windowJack: null }],
    ['a tile outside its display window', sp(1, tile, { startAt: LONG_AGO, endAt: YESTERDAY }), { tiles: [], movie: null, overlay: null, windowJack: null }],
  ])('%s goes to its own home only', (_name, item, expected) => {
    expect(homes(phone([item]))).toEqual(expected);
  });

  it('nothing of the list shows twice: a second movie banner and a video on a tile stay out of the tiles', () => {
    const banners = phone([
      sp(1, movie, { videoId: VIDEO, priority: 1 }),
      sp(2, movie, { videoId: OWN_VIDEO, priority: 2 }),
      sp(3, movieOverlay),
      sp(4, windowJack, { priority: 2 }),
      sp(5, windowJack, { priority: 1 }),
      sp(6, tile, { priority: 2, videoId: VIDEO }),
      sp(7, tile, { priority: 1 }),
    ]);
    expect(homes(banners)).toEqual({ tiles: ['7', '6'], movie: '1', overlay: '3', windowJack: '5' });
  });

  it(`at most ${MAX_CAROUSEL_TILES} tiles, best priority first`, () => {
    const tiles = Array.from({ length: MAX_CAROUSEL_TILES + 2 }, (_, index) => sp(index + 1, tile, { priority: MAX_CAROUSEL_TILES + 2 - index }));
    expect(phone(tiles).carouselTiles.map((view) => view.id)).toEqual(tiles.map((item) => item.id).reverse().slice(0, MAX_CAROUSEL_TILES));
  });

  it.each([
    ['its own video', { videoId: OWN_VIDEO }, true, OWN_VIDEO],
    ['the movie banner’s video when it has none', { videoId: null }, true, VIDEO],
    ['the movie banner’s video when its own is not a video id', { videoId: 'bad id!' }, true, VIDEO],
    ['no overlay without a video to play', { videoId: null }, false, null],
    ['no overlay outside its display window', { videoId: OWN_VIDEO, startAt: FUTURE, endAt: null }, true, null],
  ] as const)('the overlay plays %s', (_name, overlay, withMovie, expected) => {
    const items = [sp(1, movieOverlay, overlay), ...(withMovie ? [sp(2, movie, { videoId: VIDEO })] : [])];
    expect(phone(items).movieOverlay?.videoId ?? null).toBe(expected);
  });

  it('on PC nothing, even for units listed for PC (the positions are the SP header’s)', () => {
    const both = { displayDevices: ['1', '2'] as ('1' | '2')[] };
    const items = [banner(1, { position: tile, ...both }), banner(2, { position: movie, videoId: VIDEO, ...both }), banner(3, { position: windowJack, ...both })];
    expect(homes(selectCarouselBanners(items, forReader('PC')))).toEqual({ tiles: [], movie: null, overlay: null, windowJack: null });
  });
});

describe('list page banners (selectListBanners)', () => {
  it.each([
    ['PC', ['20', '15', '14', '13']],
    ['SP', ['15', '14', '13', '12']],
  ] as const)(`%s: pickup jack banners (listPickup) live on the device, best priority first, at most ${MAX_LIST_PICKUP_BANNERS}`, (device, expected) => {
    const pickupJack = [
      ...Array.from({ length: 6 }, (_, i) => banner(10 + i, { position: 'listPickup', priority: 6 - i })),
      banner(20, { position: 'listPickup', displayDevices: ['1'], priority: 0 }),
      banner(21, { position: 'listPickup', startAt: FUTURE, endAt: null, priority: 0 }),
      banner(22, { position: 'gameHeader', priority: 0 }),
    ];
    expect(ids(selectListBanners({ pickupJack, topPage: null }, forReader(device)).pickup)).toEqual(expected);
  });

  it.each(AD_DEVICES)('%s: the icon banner: the list’s own first, else the site-wide one from the top page list', (device) => {
    const topPage = [banner(1, { position: 'iconBanner' })];
    expect(selectListBanners({ pickupJack: [banner(2, { position: 'iconBanner' })], topPage }, forReader(device)).icon?.id).toBe('2');
    expect(selectListBanners({ pickupJack: null, topPage }, forReader(device)).icon).toEqual(toBannerView(topPage[0]!));
    expect(selectListBanners({ pickupJack: null, topPage: null }, forReader(device))).toEqual({ pickup: [], icon: null });
  });
});

describe('article page banners (selectArticleBanners)', () => {
  const background = [
    banner(1, { position: 'articleBackgroundLeft', pattern: 'A', displayDevices: ['1'], backgroundColor: '#0b1f3a' }),
    banner(2, { position: 'articleBackgroundLeft', pattern: 'B', displayDevices: ['1'] }),
    banner(3, { position: 'articleBackgroundLeft', pattern: 'C', displayDevices: ['1'] }),
    banner(4, { position: 'articleBackgroundRight', pattern: 'A', displayDevices: ['1'] }),
    banner(5, { position: 'articleBackgroundRight', pattern: null, displayDevices: ['1'], priority: 2 }),
  ];

  it.each([
    [0, 'A', '1', '4'],
    [1, 'B', '2', '5'],
    [2, 'C', '3', '5'],
    [3, 'A', '1', '4'],
  ])('A/B/C: index %d chooses pattern %s, deterministically (spec §5)', (patternIndex, pattern, left, right) => {
    for (let run = 0; run < 3; run += 1) {
      const { background: chosen } = selectArticleBanners({ articlePage: background, features: null }, { ...forReader('PC'), patternIndex });
      expect(chosen).toMatchObject({ pattern, left: { id: left }, right: { id: right } });
    }
  });

  it('the background keeps its colour; a banner without a pattern shows in every variant', () => {
    const { background: chosen } = selectArticleBanners({ articlePage: background, features: null }, { ...forReader('PC'), patternIndex: 0 });
    expect(chosen.left?.backgroundColor).toBe('#0b1f3a');
    expect(chosen.right?.id).toBe('4');
  });

  it('A/B/C: without an index, the hash of the request time chooses among the live patterns (spec §5)', () => {
    const times = Array.from({ length: 30 }, (_, i) => new Date(NOW.getTime() + i * 1_000));
    const patterns = times.map((now) => selectArticleBanners({ articlePage: background, features: null }, { device: 'PC', now }).background.pattern);
    expect(patterns).toEqual(times.map((now) => choosePattern(['A', 'B', 'C'], undefined, now)));
    expect(new Set(patterns)).toEqual(new Set(['A', 'B', 'C']));
  });

  it('background banners for PC only leave SP without a pattern or banners', () => {
    const { background: chosen } = selectArticleBanners({ articlePage: background, features: null }, { ...forReader('SP'), patternIndex: 0 });
    expect(chosen).toEqual({ pattern: null, left: null, right: null });
  });

  it.each([
    ['PC', 1, null],
    ['SP', null, 2],
  ] as const)('%s: super jack and icon banner by device and window', (device, superJack, icon) => {
    const articlePage = [
      banner(1, { position: 'articleSuperJack', displayDevices: ['1'], startAt: LONG_AGO, endAt: YESTERDAY }),
      banner(2, { position: 'articleSuperJack', displayDevices: ['1'], priority: 2 }),
      banner(3, { position: 'iconBanner', displayDevices: ['2'] }),
    ];
    const banners = selectArticleBanners({ articlePage, features: null }, forReader(device));
    expect(banners.superJack).toEqual(superJack === null ? null : toBannerView(articlePage[superJack]!));
    expect(banners.icon).toEqual(icon === null ? null : toBannerView(articlePage[icon]!));
  });

  it.each(AD_DEVICES)('%s: under-article / under-banner pair: the first live feature banner of position top and of position sidebar (spec §3)', (device) => {
    const features = [
      feature(3, { position: 'sidebar' }),
      feature(2, { position: 'top' }),
      feature(1, { position: 'top', startAt: LONG_AGO, endAt: YESTERDAY }),
      feature(0, { position: 'sidebar', startAt: 'not-a-date' }),
      feature(4, { position: 'top' }),
    ];
    const { underArticle, underBanner } = selectArticleBanners({ articlePage: null, features }, forReader(device));
    expect(underArticle?.index).toBe(2);
    expect(underBanner?.index).toBe(3);
  });

  it.each([
    ['no feature banners', []],
    ['none live', [feature(0, { startAt: FUTURE, endAt: null }), feature(1, { position: 'sidebar', startAt: LONG_AGO, endAt: YESTERDAY })]],
    ['the source failed', null],
  ])('under-article / under-banner pair is null when there is none (%s)', (_name, features) => {
    const { underArticle, underBanner } = selectArticleBanners({ articlePage: null, features }, forReader('PC'));
    expect(underArticle).toBeNull();
    expect(underBanner).toBeNull();
  });

  it('one side of the pair can be null alone', () => {
    const { underArticle, underBanner } = selectArticleBanners({ articlePage: null, features: [feature(0, { position: 'top' })] }, forReader('SP'));
    expect(underArticle?.index).toBe(0);
    expect(underBanner).toBeNull();
  });
});

// ── Route handlers with the bundled content API, one request per device ──

const now = dataNow();
const dataset = getDataset();
const writer = dataset.authors.find((candidate) => (dataset.articles.byAuthor.get(candidate.id)?.length ?? 0) > 20)!;

/** Independently from the selection code: live banners of a position on a device, best first. */
function expectedLive(items: readonly BannerItem[], position: string, device: AdDevice): BannerItem[] {
  const code = device === 'PC' ? '1' : '2';
  return items
    .filter((item) => item.position === position && item.displayDevices.includes(code) && isWithinDisplayWindow(item.startAt, item.endAt, now))
    .sort((a, b) => a.priority - b.priority);
}
const firstLiveId = (items: readonly BannerItem[], position: string, device: AdDevice) => expectedLive(items, position, device)[0]?.id ?? null;

async function run<P>(routePath: string, params: Record<string, string>, device: AdDevice, at: Date = now): Promise<P> {
  const result = await runPageData({ routePath, params, query: params, fetchSource: makeFetchSource(1_000), now: at, userAgent: READER_USER_AGENTS[device] });
  if (!result) throw new Error(`no page configuration for ${routePath}`);
  return propsOf<P>(result);
}

describe('top page route: banner props for the reader’s device', () => {
  const topProps = (device: AdDevice) => run<TopPageProps>('/', {}, device);
  const topPage = dataset.ads.banners.topPage;

  it.each(AD_DEVICES)('%s: the header banner and side jacks (PC units), the movie banner (an SP unit), the icon banner', async (device) => {
    const { topBanners } = await topProps(device);
    const movie = expectedLive(dataset.ads.banners.carousel, 'spHeaderMovieBanner', device)[0] ?? null;
    expect({
      header: idOf(topBanners.header),
      leftJack: idOf(topBanners.leftJack),
      rightJack: idOf(topBanners.rightJack),
      icon: idOf(topBanners.icon),
      movie: topBanners.movie && { id: topBanners.movie.id, videoId: topBanners.movie.videoId },
    }).toEqual({
      header: firstLiveId(topPage, 'topHeader', device),
      leftJack: firstLiveId(topPage, 'topLeftJack', device),
      rightJack: firstLiveId(topPage, 'topRightJack', device),
      icon: firstLiveId(topPage, 'iconBanner', device),
      movie: movie && { id: movie.id, videoId: movie.videoId },
    });
    // The data set has each device's units: nothing here passes by being empty.
    const shown = device === 'PC' ? [topBanners.header, topBanners.leftJack, topBanners.icon] : [topBanners.movie, topBanners.icon];
    for (const view of shown) expect(view).not.toBeNull();
    if (device === 'SP') expect([topBanners.header, topBanners.leftJack, topBanners.rightJack]).toEqual([null, null, null]);
    else expect(topBanners.movie).toBeNull();
  });

  it('SP: the carousel list by position: tiles, movie banner, its overlay and the window jack each from their own position, none twice', async () => {
    const { topBanners } = await topProps('SP');
    const carousel = dataset.ads.banners.carousel;
    const movie = expectedLive(carousel, CAROUSEL_POSITIONS.movie, 'SP')[0]!;
    expect({
      tiles: ids(topBanners.carouselTiles),
      movie: idOf(topBanners.movie),
      overlay: topBanners.movieOverlay && { id: topBanners.movieOverlay.id, videoId: topBanners.movieOverlay.videoId },
      windowJack: idOf(topBanners.windowJack),
    }).toEqual({
      tiles: ids(expectedLive(carousel, CAROUSEL_POSITIONS.tile, 'SP')),
      movie: movie.id,
      // The data set's overlay has no video of its own: it plays the movie banner's.
      overlay: { id: firstLiveId(carousel, CAROUSEL_POSITIONS.movieOverlay, 'SP'), videoId: movie.videoId },
      windowJack: firstLiveId(carousel, CAROUSEL_POSITIONS.windowJack, 'SP'),
    });
    // Every home is filled from the data set (nothing passes by being empty), and no unit shows twice.
    const shown = [...ids(topBanners.carouselTiles), idOf(topBanners.movie), idOf(topBanners.movieOverlay), idOf(topBanners.windowJack)];
    expect(shown).not.toContain(null);
    expect(topBanners.carouselTiles.length).toBeGreaterThan(1);
    expect(new Set(shown).size).toBe(shown.length);
    // The data set has a second live movie banner: it shows nowhere (it used to be a tile).
    expect(expectedLive(carousel, CAROUSEL_POSITIONS.movie, 'SP').length).toBeGreaterThan(1);
  });

  it('PC: nothing of the carousel list (its units are phone units)', async () => {
    const { topBanners } = await topProps('PC');
    expect([topBanners.carouselTiles, topBanners.movie, topBanners.movieOverlay, topBanners.windowJack]).toEqual([[], null, null, null]);
  });

  it.each(AD_DEVICES)('%s: feature banners: the live ones of position top as the row, of position sidebar for the rail, in index order', async (device) => {
    const { topBanners } = await topProps(device);
    const live = dataset.ads.featureBanners.data.filter((item) => isWithinDisplayWindow(item.startAt, item.endAt, now));
    expect(live.length).toBeLessThan(dataset.ads.featureBanners.data.length);
    expect(topBanners.featureRow.map((item) => item.index)).toEqual(live.filter((item) => item.position === 'top').map((item) => item.index));
    expect(topBanners.featureRail.map((item) => item.index)).toEqual(live.filter((item) => item.position === 'sidebar').map((item) => item.index));
  });

  it('trimmed to what is rendered: no windows, devices or priorities in the props', async () => {
    const { topBanners } = await topProps('PC');
    const { topBanners: phone } = await topProps('SP');
    expect(Object.keys(topBanners.header ?? {}).sort()).toEqual(['backgroundColor', 'id', 'imageUrl', 'isNewTab', 'linkedUrl', 'title']);
    expect(Object.keys(topBanners.featureRow[0] ?? {}).sort()).toEqual(['imageUrl', 'index', 'isNewTab', 'linkedUrl', 'title']);
    expect(Object.keys(phone.carouselTiles[0] ?? {}).sort()).toEqual(['backgroundColor', 'id', 'imageUrl', 'isNewTab', 'linkedUrl', 'title']);
    expect(Object.keys(phone.movieOverlay ?? {}).sort()).toEqual(['backgroundColor', 'id', 'imageUrl', 'isNewTab', 'linkedUrl', 'title', 'videoId']);
  });

  it.each(AD_DEVICES)('%s: failing banner sources drop their blocks only; the page and the carousel stay', async (device) => {
    server.use(http.get(`${TEST_API_BASE_URL}/jack-top-page-banner`, failWith500), http.get(`${TEST_API_BASE_URL}/feature-banner`, failWith500));
    const props = await topProps(device);
    expect(props.topBanners).toMatchObject({ header: null, leftJack: null, rightJack: null, icon: null, featureRow: [], featureRail: [] });
    expect(props.topBanners.movie === null).toBe(device === 'PC');
    expect(props.newArticles.length).toBeGreaterThan(0);
    expect(props.topBanners.carouselTiles.length > 0).toBe(device === 'SP');
  });

  it.each(AD_DEVICES)('%s: a failing carousel source drops the carousel list’s units only', async (device) => {
    server.use(http.get(`${TEST_API_BASE_URL}/sp-site-jack-banner`, failWith500));
    const props = await topProps(device);
    expect(props.topBanners).toMatchObject({ movie: null, movieOverlay: null, windowJack: null, carouselTiles: [] });
    expect(props.topBanners.icon).not.toBeNull();
  });
});

describe.each([
  ['category', '/category/[categoryCode]/page/[pageNumber]/', { categoryCode: 'news', pageNumber: '1' }],
  ['author', '/author/[authorId]/page/[pageNumber]/', { authorId: writer.id, pageNumber: '1' }],
])('%s page route: banner props for the reader’s device', (_name, route, params) => {
  type ListProps = CategoryPageProps | AuthorPageProps;

  it.each(AD_DEVICES)('%s: pickup jack banners (listPickup) live on the device, best first; the icon banner from the site-wide list', async (device) => {
    const { listBanners, articles } = await run<ListProps>(route, params, device);
    expect(ids(listBanners.pickup)).toEqual(ids(expectedLive(dataset.ads.banners.pickupJack, 'listPickup', device).slice(0, MAX_LIST_PICKUP_BANNERS)));
    expect(idOf(listBanners.icon)).toBe(firstLiveId(dataset.ads.banners.topPage, 'iconBanner', device));
    expect(listBanners.pickup.length).toBeGreaterThan(0);
    expect(articles.length).toBeGreaterThan(0);
  });

  it.each(AD_DEVICES)('%s: the sponsored candidates of the list come with the page frame: the campaigns running on the device', async (device) => {
    const { sponsoredCandidates } = await run<ListProps>(route, params, device);
    expect(sponsoredCandidates).toEqual(toSponsoredCandidates(dataset.ads.campaigns, { device, now }));
    expect(sponsoredCandidates.length).toBeGreaterThan(0);
  });

  it.each(AD_DEVICES)('%s: a failing pickup jack source drops the pickup banners only', async (device) => {
    server.use(http.get(`${TEST_API_BASE_URL}/jack-article-list`, failWith500));
    const { listBanners, articles } = await run<ListProps>(route, params, device);
    expect(listBanners.pickup).toEqual([]);
    expect(listBanners.icon).not.toBeNull();
    expect(articles.length).toBeGreaterThan(0);
  });
});

describe('article page route: banner props for the reader’s device', () => {
  const { record } = findArticle((candidate, detail) => !candidate.card.redirectUrl && detail.isDisplayAd);
  const params = { publicationDate: record.yearMonth, articleId: record.id };
  const articleProps = (device: AdDevice, at: Date = now) => run<ArticlePageProps>('/article/[publicationDate]/[articleId]/', params, device, at);
  const articlePage = dataset.ads.banners.articlePage;

  it.each(AD_DEVICES)('%s: background banners of the pattern chosen by the hash of the request time, deterministic for that time (spec §5)', async (device) => {
    const first = await articleProps(device);
    const again = await articleProps(device);
    const expected = selectBackgroundBanners(articlePage, { device, now });
    const live = expected.left || expected.right;
    expect(first.articleBanners.background).toEqual({
      pattern: live ? expected.pattern : null,
      left: expected.left && toBannerView(expected.left),
      right: expected.right && toBannerView(expected.right),
    });
    expect(again.articleBanners.background).toEqual(first.articleBanners.background);
  });

  it('PC: other request times choose other patterns', async () => {
    const first = await articleProps('PC');
    expect(first.articleBanners.background.left).not.toBeNull();
    const seen = new Set<string | null>();
    for (let i = 0; i < 8; i += 1) seen.add((await articleProps('PC', new Date(now.getTime() + i * 7_919))).articleBanners.background.pattern);
    expect(seen.size).toBeGreaterThan(1);
  });

  it.each(AD_DEVICES)('%s: the super jack (a PC unit), the icon banner, the under-article/under-banner pair from the feature banners', async (device) => {
    const { articleBanners } = await articleProps(device);
    expect(idOf(articleBanners.superJack)).toBe(firstLiveId(articlePage, 'articleSuperJack', device));
    expect(idOf(articleBanners.icon)).toBe(firstLiveId(articlePage, 'iconBanner', device));
    expect(articleBanners.superJack === null).toBe(device === 'SP');
    expect(articleBanners.icon).not.toBeNull();
    const live = dataset.ads.featureBanners.data
      .filter((item) => isWithinDisplayWindow(item.startAt, item.endAt, now))
      .sort((a, b) => a.index - b.index);
    expect(articleBanners.underArticle?.index).toBe(live.find((item) => item.position === 'top')?.index);
    expect(articleBanners.underBanner?.index).toBe(live.find((item) => item.position === 'sidebar')?.index);
  });

  it.each(AD_DEVICES)('%s: failing banner sources drop their blocks only: the pair is null, the article renders', async (device) => {
    server.use(http.get(`${TEST_API_BASE_URL}/jack-article-page`, failWith500), http.get(`${TEST_API_BASE_URL}/feature-banner`, failWith500));
    const props = await articleProps(device);
    expect(props.articleBanners).toEqual({
      background: { pattern: null, left: null, right: null },
      superJack: null,
      icon: null,
      underArticle: null,
      underBanner: null,
      // Another source: it stays.
      amazonWidget: toAmazonWidgetRows(dataset.rankings.amazon, 'ARTICLE_DETAIL'),
    });
    expect(props.articleDetailData.articleId).toBe(record.id);
  });

  it.each(AD_DEVICES)('%s: the Amazon widget: the top of the game ranking, every link tagged with the ARTICLE_DETAIL tracking id (spec §9)', async (device) => {
    const { articleBanners } = await articleProps(device);
    const top = [...dataset.rankings.amazon.game].sort((a, b) => a.ranking - b.ranking).slice(0, AMAZON_WIDGET_ROWS);
    expect(articleBanners.amazonWidget.map((row) => row.title)).toEqual(top.map((row) => row.title));
    for (const row of articleBanners.amazonWidget) expect(new URL(row.amazonUrl).searchParams.get('tag')).toBe(AMAZON_AFFILIATE_TAGS.ARTICLE_DETAIL);
  });

  it('a failing Amazon ranking drops the widget only', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/amazon`, failWith500));
    const { articleBanners } = await articleProps('PC');
    expect(articleBanners.amazonWidget).toEqual([]);
    expect(articleBanners.superJack).not.toBeNull();
  });
});

describe('special-series and weekly articles carry the article page’s banners (issue 16)', () => {
  const [directoryName, collection] = [...dataset.matome.entries()].find(([, entry]) => entry.articles.some((member) => member.card.redirectUrl === null && member.isDisplayAd && !member.isR18))!;
  const member = collection.articles.find((candidate) => candidate.card.redirectUrl === null && candidate.isDisplayAd && !candidate.isR18)!;
  // A part whose page carries ads (the data set turns them off for some articles).
  const part = dataset.site.weeklyPart.parts.map((candidate) => dataset.articles.byId.get(candidate.id)!).find((record) => record.isDisplayAd && !record.isR18)!;

  it.each([
    ['special article', '/special/[matomeDirectoryName]/[articleId]/', { matomeDirectoryName: directoryName, articleId: member.id }, member],
    ['weekly article', '/special/content/weeklyplaynote/[articleId]/', { articleId: part.id }, part],
  ] as const)('%s: the same units as the article page, for each device', async (_name, route, params, record) => {
    for (const device of AD_DEVICES) {
      const props = await run<ArticlePageProps & { pageMeta: { adPageType: string } }>(route, params, device);
      expect(props.pageMeta.adPageType).toBe('ARTICLE_DETAIL');
      const articlePage = await run<ArticlePageProps>('/article/[publicationDate]/[articleId]/', { publicationDate: record.yearMonth, articleId: record.id }, device);
      expect(props.articleBanners).toEqual(articlePage.articleBanners);
      // Filled from the data set: the device's units are there.
      expect(props.articleBanners.icon).not.toBeNull();
      expect(props.articleBanners.superJack === null).toBe(device === 'SP');
      expect(props.articleBanners.amazonWidget.length).toBe(AMAZON_WIDGET_ROWS);
    }
  });
});
