/** @jest-environment node */
import { http } from 'msw';
import { choosePattern, selectBackgroundBanners } from '@/ads/background-pattern';
import type { AdDevice } from '@/ads/types';
import type { BannerItem, SpecialFeatureBanner } from '@/api-clients/schemas/ads';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { ArticlePageProps } from '@/lib/page-data/article';
import type { AuthorPageProps } from '@/lib/page-data/author';
import {
  MAX_LIST_PICKUP_BANNERS,
  MAX_RAIL_FEATURE_BANNERS,
  MAX_TOP_FEATURE_BANNERS,
  selectArticleBanners,
  selectListBanners,
  selectTopBanners,
  toBannerView,
} from '@/lib/page-data/banners';
import type { CategoryPageProps } from '@/lib/page-data/category';
import type { TopPageProps } from '@/lib/page-data/top';
import { getDataset, MOCK_NOW } from '@/mocks/data';
import { banner, FUTURE, LONG_AGO, NOW, PAST, YESTERDAY } from '../../ads/fixtures';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';
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

// ── Pure selection ──

describe('top page banners (selectTopBanners)', () => {
  it('each unit is the best-priority banner live on the device now; a PC-only banner leaves SP empty (device tags)', () => {
    const topPage = [
      banner(1, { position: 'topHeader', priority: 2, displayDevices: ['1'] }),
      banner(2, { position: 'topHeader', priority: 1, displayDevices: ['1'] }),
      banner(3, { position: 'topLeftJack', displayDevices: ['1'] }),
      banner(4, { position: 'topRightJack', displayDevices: ['1', '2'] }),
    ];
    const banners = selectTopBanners({ topPage, carousel: null, features: null }, NOW);
    expect(banners.header.PC?.id).toBe('2');
    expect(banners.header.SP).toBeNull();
    expect(banners.leftJack).toEqual({ PC: toBannerView(topPage[2]!), SP: null });
    expect(banners.rightJack.PC?.id).toBe('4');
    expect(banners.rightJack.SP?.id).toBe('4');
  });

  it.each([
    ['expired', { startAt: LONG_AGO, endAt: YESTERDAY }],
    ['not started', { startAt: FUTURE, endAt: null }],
    ['an invalid start', { startAt: '未定', endAt: FUTURE }],
    ['an end before its start', { startAt: PAST, endAt: LONG_AGO }],
  ])('a banner outside its display window (%s) is not shown (spec §4)', (_name, window) => {
    const banners = selectTopBanners({ topPage: [banner(1, { position: 'topHeader', ...window })], carousel: null, features: null }, NOW);
    expect(banners.header).toEqual({ PC: null, SP: null });
  });

  it('an open-ended window is live once started (spec §4)', () => {
    const banners = selectTopBanners({ topPage: [banner(1, { position: 'topHeader', startAt: PAST, endAt: null })], carousel: null, features: null }, NOW);
    expect(banners.header.PC?.id).toBe('1');
  });

  it('the icon banner comes from the top page list, by device, within its window (spec §4)', () => {
    const topPage = [
      banner(1, { position: 'iconBanner', displayDevices: ['1'], priority: 1 }),
      banner(2, { position: 'iconBanner', displayDevices: ['2'], priority: 1, endAt: YESTERDAY, startAt: LONG_AGO }),
      banner(3, { position: 'iconBanner', displayDevices: ['2'], priority: 2 }),
    ];
    const banners = selectTopBanners({ topPage, carousel: null, features: null }, NOW);
    expect(banners.icon.PC?.id).toBe('1');
    expect(banners.icon.SP?.id).toBe('3');
  });

  it('the SP header movie banner is the best live carousel unit with a video id', () => {
    const carousel = [
      banner(1, { position: 'spHeaderMovieBanner', displayDevices: ['2'], videoId: null, priority: 1 }),
      banner(2, { position: 'spHeaderMovieBanner', displayDevices: ['2'], videoId: 'bad id!', priority: 2 }),
      banner(3, { position: 'spHeaderMovieBanner', displayDevices: ['2'], videoId: 'xwAlf7W78Mn', priority: 3 }),
      banner(4, { position: 'spCarousel', displayDevices: ['2'], videoId: 'iRbM9WKqLkb' }),
    ];
    const banners = selectTopBanners({ topPage: null, carousel, features: null }, NOW);
    expect(banners.movie.SP).toMatchObject({ id: '3', videoId: 'xwAlf7W78Mn' });
    expect(banners.movie.PC).toBeNull();
  });

  it('feature banners: position top in the row, sidebar in the rail, live ones in index order, capped', () => {
    const features = [
      ...Array.from({ length: MAX_TOP_FEATURE_BANNERS + 2 }, (_, i) => feature(20 - i)),
      feature(1, { position: 'sidebar' }),
      feature(0, { position: 'sidebar' }),
      feature(2, { position: 'sidebar', startAt: LONG_AGO, endAt: YESTERDAY }),
      feature(30, { position: 'top', startAt: FUTURE, endAt: null }),
      ...Array.from({ length: MAX_RAIL_FEATURE_BANNERS }, (_, i) => feature(40 + i, { position: 'sidebar' })),
    ];
    const banners = selectTopBanners({ topPage: null, carousel: null, features }, NOW);
    expect(banners.featureRow.map((item) => item.index)).toEqual([13, 14, 15, 16, 17, 18]);
    expect(banners.featureRail.map((item) => item.index)).toEqual([0, 1, 40]);
    expect(banners.featureRow[0]).toEqual({ index: 13, title: '特集13', imageUrl: 'https://img.example.com/feature/13.jpg', linkedUrl: '/special/feature-13/', isNewTab: false });
  });

  it('failed sources (null) leave every block empty', () => {
    expect(selectTopBanners({ topPage: null, carousel: null, features: null }, NOW)).toEqual({
      header: { PC: null, SP: null },
      leftJack: { PC: null, SP: null },
      rightJack: { PC: null, SP: null },
      icon: { PC: null, SP: null },
      movie: { PC: null, SP: null },
      featureRow: [],
      featureRail: [],
    });
  });
});

describe('list page banners (selectListBanners)', () => {
  it(`pickup jack banners (listPickup) live on each device, best priority first, at most ${MAX_LIST_PICKUP_BANNERS}`, () => {
    const pickupJack = [
      ...Array.from({ length: 6 }, (_, i) => banner(10 + i, { position: 'listPickup', priority: 6 - i })),
      banner(20, { position: 'listPickup', displayDevices: ['1'], priority: 0 }),
      banner(21, { position: 'listPickup', startAt: FUTURE, endAt: null, priority: 0 }),
      banner(22, { position: 'gameHeader', priority: 0 }),
    ];
    const banners = selectListBanners({ pickupJack, topPage: null }, NOW);
    expect(ids(banners.pickup.PC)).toEqual(['20', '15', '14', '13']);
    expect(ids(banners.pickup.SP)).toEqual(['15', '14', '13', '12']);
  });

  it('the icon banner: the list’s own first, else the site-wide one from the top page list', () => {
    const topPage = [banner(1, { position: 'iconBanner' })];
    expect(selectListBanners({ pickupJack: [banner(2, { position: 'iconBanner' })], topPage }, NOW).icon.PC?.id).toBe('2');
    expect(selectListBanners({ pickupJack: null, topPage }, NOW).icon).toEqual({ PC: toBannerView(topPage[0]!), SP: toBannerView(topPage[0]!) });
    expect(selectListBanners({ pickupJack: null, topPage: null }, NOW)).toEqual({ pickup: { PC: [], SP: [] }, icon: { PC: null, SP: null } });
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
      const { background: chosen } = selectArticleBanners({ articlePage: background, features: null }, { now: NOW, patternIndex });
      expect(chosen.PC).toMatchObject({ pattern, left: { id: left }, right: { id: right } });
    }
  });

  it('the background keeps its colour; a banner without a pattern shows in every variant', () => {
    const { background: chosen } = selectArticleBanners({ articlePage: background, features: null }, { now: NOW, patternIndex: 0 });
    expect(chosen.PC.left?.backgroundColor).toBe('#0b1f3a');
    expect(chosen.PC.right?.id).toBe('4');
  });

  it('A/B/C: without an index, the hash of the request time chooses among the live patterns (spec §5)', () => {
    const times = Array.from({ length: 30 }, (_, i) => new Date(NOW.getTime() + i * 1_000));
    const patterns = times.map((now) => selectArticleBanners({ articlePage: background, features: null }, { now }).background.PC.pattern);
    expect(patterns).toEqual(times.map((now) => choosePattern(['A', 'B', 'C'], undefined, now)));
    expect(new Set(patterns)).toEqual(new Set(['A', 'B', 'C']));
  });

  it('background banners for PC only leave SP without a pattern or banners', () => {
    const { background: chosen } = selectArticleBanners({ articlePage: background, features: null }, { now: NOW, patternIndex: 0 });
    expect(chosen.SP).toEqual({ pattern: null, left: null, right: null });
  });

  it('super jack and icon banner by device and window', () => {
    const articlePage = [
      banner(1, { position: 'articleSuperJack', displayDevices: ['1'], startAt: LONG_AGO, endAt: YESTERDAY }),
      banner(2, { position: 'articleSuperJack', displayDevices: ['1'], priority: 2 }),
      banner(3, { position: 'iconBanner', displayDevices: ['2'] }),
    ];
    const banners = selectArticleBanners({ articlePage, features: null }, { now: NOW });
    expect(banners.superJack).toEqual({ PC: toBannerView(articlePage[1]!), SP: null });
    expect(banners.icon).toEqual({ PC: null, SP: toBannerView(articlePage[2]!) });
  });

  it('under-article / under-banner pair: the first live feature banner of position top and of position sidebar (spec §3)', () => {
    const features = [
      feature(3, { position: 'sidebar' }),
      feature(2, { position: 'top' }),
      feature(1, { position: 'top', startAt: LONG_AGO, endAt: YESTERDAY }),
      feature(0, { position: 'sidebar', startAt: 'not-a-date' }),
      feature(4, { position: 'top' }),
    ];
    const { underArticle, underBanner } = selectArticleBanners({ articlePage: null, features }, { now: NOW });
    expect(underArticle?.index).toBe(2);
    expect(underBanner?.index).toBe(3);
  });

  it.each([
    ['no feature banners', []],
    ['none live', [feature(0, { startAt: FUTURE, endAt: null }), feature(1, { position: 'sidebar', startAt: LONG_AGO, endAt: YESTERDAY })]],
    ['the source failed', null],
  ])('under-article / under-banner pair is null when there is none (%s)', (_name, features) => {
    const { underArticle, underBanner } = selectArticleBanners({ articlePage: null, features }, { now: NOW });
    expect(underArticle).toBeNull();
    expect(underBanner).toBeNull();
  });

  it('one side of the pair can be null alone', () => {
    const { underArticle, underBanner } = selectArticleBanners({ articlePage: null, features: [feature(0, { position: 'top' })] }, { now: NOW });
    expect(underArticle?.index).toBe(0);
    expect(underBanner).toBeNull();
  });
});

// ── Route handlers with the bundled content API ──

const now = new Date(MOCK_NOW);
const dataset = getDataset();
const writer = dataset.authors.find((candidate) => (dataset.articles.byAuthor.get(candidate.id)?.length ?? 0) > 20)!;

/** Independently from the selection code: live banners of a position on a device, best first. */
function expectedLive(items: readonly BannerItem[], position: string, device: AdDevice): BannerItem[] {
  const code = device === 'PC' ? '1' : '2';
  return items
    .filter((item) => item.position === position && item.displayDevices.includes(code) && isWithinDisplayWindow(item.startAt, item.endAt, now))
    .sort((a, b) => a.priority - b.priority);
}

async function run<P>(routePath: string, params: Record<string, string>, at: Date = now): Promise<P> {
  const result = await runPageData({ routePath, params, query: params, fetchSource: makeFetchSource(1_000), now: at });
  if (!result) throw new Error(`no page configuration for ${routePath}`);
  return propsOf<P>(result);
}

describe('top page route: banner props', () => {
  const topProps = () => run<TopPageProps>('/', {});

  it('header banner and side jacks for PC (they are PC units), the movie banner for SP, the icon banner for both', async () => {
    const { topBanners } = await topProps();
    const topPage = dataset.ads.banners.topPage;
    expect(topBanners.header.PC?.id).toBe(expectedLive(topPage, 'topHeader', 'PC')[0]?.id);
    expect(topBanners.header.SP).toBeNull();
    expect(topBanners.leftJack.PC?.id).toBe(expectedLive(topPage, 'topLeftJack', 'PC')[0]?.id);
    expect(topBanners.rightJack.PC?.id).toBe(expectedLive(topPage, 'topRightJack', 'PC')[0]?.id);
    expect(topBanners.icon.PC?.id).toBe(expectedLive(topPage, 'iconBanner', 'PC')[0]?.id);
    expect(topBanners.icon.SP?.id).toBe(expectedLive(topPage, 'iconBanner', 'SP')[0]?.id);
    const movie = expectedLive(dataset.ads.banners.carousel, 'spHeaderMovieBanner', 'SP')[0];
    expect(topBanners.movie.SP).toMatchObject({ id: movie?.id, videoId: movie?.videoId });
    expect(topBanners.movie.PC).toBeNull();
    for (const view of [topBanners.header.PC, topBanners.leftJack.PC, topBanners.icon.SP]) expect(view).not.toBeNull();
  });

  it('feature banners: the live ones of position top as the row, of position sidebar for the rail, in index order', async () => {
    const { topBanners } = await topProps();
    const live = dataset.ads.featureBanners.data.filter((item) => isWithinDisplayWindow(item.startAt, item.endAt, now));
    expect(live.length).toBeLessThan(dataset.ads.featureBanners.data.length);
    expect(topBanners.featureRow.map((item) => item.index)).toEqual(live.filter((item) => item.position === 'top').map((item) => item.index));
    expect(topBanners.featureRail.map((item) => item.index)).toEqual(live.filter((item) => item.position === 'sidebar').map((item) => item.index));
  });

  it('trimmed to what is rendered: no windows, devices or priorities in the props', async () => {
    const { topBanners } = await topProps();
    expect(Object.keys(topBanners.header.PC ?? {}).sort()).toEqual(['backgroundColor', 'id', 'imageUrl', 'isNewTab', 'linkedUrl', 'title']);
    expect(Object.keys(topBanners.featureRow[0] ?? {}).sort()).toEqual(['imageUrl', 'index', 'isNewTab', 'linkedUrl', 'title']);
  });

  it('failing banner sources drop their blocks only; the page and the carousel stay', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/jack-top-page-banner`, failWith500), http.get(`${TEST_API_BASE_URL}/feature-banner`, failWith500));
    const props = await topProps();
    expect(props.topBanners).toMatchObject({
      header: { PC: null, SP: null },
      leftJack: { PC: null, SP: null },
      icon: { PC: null, SP: null },
      featureRow: [],
      featureRail: [],
    });
    expect(props.topBanners.movie.SP).not.toBeNull();
    expect(props.newArticles.length).toBeGreaterThan(0);
    expect(props.carouselBanners.length).toBeGreaterThan(0);
  });

  it('a failing carousel source drops the movie banner only', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/sp-site-jack-banner`, failWith500));
    const props = await topProps();
    expect(props.topBanners.movie).toEqual({ PC: null, SP: null });
    expect(props.topBanners.header.PC).not.toBeNull();
  });
});

describe.each([
  ['category', '/category/[categoryCode]/page/[pageNumber]/', { categoryCode: 'news', pageNumber: '1' }],
  ['author', '/author/[authorId]/page/[pageNumber]/', { authorId: writer.id, pageNumber: '1' }],
])('%s page route: banner props', (_name, route, params) => {
  type ListProps = CategoryPageProps | AuthorPageProps;

  it('pickup jack banners (listPickup) live on each device, best first; the icon banner from the site-wide list', async () => {
    const { listBanners, articles } = await run<ListProps>(route, params);
    const pickupJack = dataset.ads.banners.pickupJack;
    for (const device of ['PC', 'SP'] as const) {
      expect(ids(listBanners.pickup[device])).toEqual(ids(expectedLive(pickupJack, 'listPickup', device).slice(0, MAX_LIST_PICKUP_BANNERS)));
      expect(listBanners.icon[device]?.id).toBe(expectedLive(dataset.ads.banners.topPage, 'iconBanner', device)[0]?.id);
    }
    expect(listBanners.pickup.PC.length).toBeGreaterThan(0);
    expect(articles.length).toBeGreaterThan(0);
  });

  it('sponsored candidates for the list come with the page frame, tagged by device', async () => {
    const { sponsoredCandidates } = await run<ListProps>(route, params);
    expect(Object.keys(sponsoredCandidates).sort()).toEqual(['PC', 'SP']);
    expect(sponsoredCandidates.PC.length + sponsoredCandidates.SP.length).toBeGreaterThan(0);
  });

  it('a failing pickup jack source drops the pickup banners only', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/jack-article-list`, failWith500));
    const { listBanners, articles } = await run<ListProps>(route, params);
    expect(listBanners.pickup).toEqual({ PC: [], SP: [] });
    expect(listBanners.icon.PC).not.toBeNull();
    expect(articles.length).toBeGreaterThan(0);
  });
});

describe('article page route: banner props', () => {
  const { record } = findArticle((candidate, detail) => !candidate.card.redirectUrl && detail.isDisplayAd);
  const params = { publicationDate: record.yearMonth, articleId: record.id };
  const articleProps = (at: Date = now) => run<ArticlePageProps>('/article/[publicationDate]/[articleId]/', params, at);

  it('background banners of the pattern chosen by the hash of the request time, deterministic for that time (spec §5)', async () => {
    const first = await articleProps();
    const again = await articleProps();
    const expected = selectBackgroundBanners(dataset.ads.banners.articlePage, { device: 'PC', now });
    expect(first.articleBanners.background.PC.pattern).toBe(expected.pattern);
    expect(first.articleBanners.background.PC.left?.id).toBe(expected.left?.id);
    expect(first.articleBanners.background.PC.right?.id ?? null).toBe(expected.right?.id ?? null);
    expect(again.articleBanners.background).toEqual(first.articleBanners.background);
    expect(first.articleBanners.background.PC.left).not.toBeNull();
  });

  it('other request times choose other patterns', async () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 8; i += 1) seen.add((await articleProps(new Date(now.getTime() + i * 7_919))).articleBanners.background.PC.pattern);
    expect(seen.size).toBeGreaterThan(1);
  });

  it('super jack for PC, icon banner per device, the under-article/under-banner pair from the feature banners', async () => {
    const { articleBanners } = await articleProps();
    const articlePage = dataset.ads.banners.articlePage;
    expect(articleBanners.superJack.PC?.id).toBe(expectedLive(articlePage, 'articleSuperJack', 'PC')[0]?.id);
    expect(articleBanners.superJack.SP).toBeNull();
    expect(articleBanners.icon.SP?.id).toBe(expectedLive(articlePage, 'iconBanner', 'SP')[0]?.id);
    const live = dataset.ads.featureBanners.data
      .filter((item) => isWithinDisplayWindow(item.startAt, item.endAt, now))
      .sort((a, b) => a.index - b.index);
    expect(articleBanners.underArticle?.index).toBe(live.find((item) => item.position === 'top')?.index);
    expect(articleBanners.underBanner?.index).toBe(live.find((item) => item.position === 'sidebar')?.index);
  });

  it('failing banner sources drop their blocks only: the pair is null, the article renders', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/jack-article-page`, failWith500), http.get(`${TEST_API_BASE_URL}/feature-banner`, failWith500));
    const props = await articleProps();
    expect(props.articleBanners).toEqual({
      background: { PC: { pattern: null, left: null, right: null }, SP: { pattern: null, left: null, right: null } },
      superJack: { PC: null, SP: null },
      icon: { PC: null, SP: null },
      underArticle: null,
      underBanner: null,
    });
    expect(props.articleDetailData.articleId).toBe(record.id);
  });
});
