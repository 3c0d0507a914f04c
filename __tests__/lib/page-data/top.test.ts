/** @jest-environment node */
import { AMAZON_AFFILIATE_TAGS, withAffiliateTag } from '@/ads/amazon-affiliate';
import { isForDevice } from '@/ads/device';
import { http, HttpResponse } from 'msw';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { runPageData } from '@/lib/page-config/run-page-data';
import { CAROUSEL_POSITIONS } from '@/lib/page-data/banners';
import { articleCardHref } from '@/foundation/paths';
import {
  TOP_AMAZON_ROWS,
  TOP_FEATURES,
  TOP_MATOME_SIZE,
  TOP_PICKUP_ARTICLES,
  TOP_NEW_ARTICLES,
  TOP_RANKING_SIZE,
  TOP_SCHEDULE_SIZE,
  TOP_SECTION_CATEGORY_CODES,
  TOP_SECTION_SIZE,
  TOP_TOPICS,
  upcomingReleases,
  type TopPageProps,
} from '@/lib/page-data/top';
import { getDataset } from '@/mocks/data';
import { captureLogs, dataMonth, dataNow, makeFetchSource, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const server = setupContentApi();
captureLogs();

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';

async function topProps(now = new Date(), userAgent?: string): Promise<TopPageProps> {
  const result = await runPageData({ routePath: '/', params: {}, query: {}, fetchSource: makeFetchSource(), now, userAgent });
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as TopPageProps;
}

describe('top page data', () => {
  it('has the newest articles, category sections, rankings and site blocks from the content API', async () => {
    const props = await topProps();
    const dataset = getDataset();
    // The newest articles in order, less any lead story that is also ranked (already in two blocks).
    const leadAndRanked = new Set(props.pickupArticles.map((card) => card.id).filter((id) => props.rankingArticles.some((row) => row.id === id)));
    const newest = dataset.articles.all.map((record) => record.id).filter((id) => !leadAndRanked.has(id));
    expect(props.newArticles.map((card) => card.id)).toEqual(newest.slice(0, TOP_NEW_ARTICLES));
    expect(props.sections.map((section) => section.category.code)).toEqual([...TOP_SECTION_CATEGORY_CODES]);
    expect(props.rankingArticles.length).toBeGreaterThan(0);
    expect(props.gameSales?.title).toMatch(/^\d{4}年\d{2}月\d{2}日～\d{4}年\d{2}月\d{2}日$/);
    expect(props.trendWords.length).toBeGreaterThan(0);
    expect(props.weeklyPart?.parts.length).toBeGreaterThan(0);
    expect(props.gptPcAdData?.pageType).toBe('TOP');
  });

  it('no story shows in more than two blocks, and every block keeps its size (issue 14)', async () => {
    const props = await topProps(dataNow());
    const blocks: { name: string; hrefs: string[]; size: number }[] = [
      { name: 'pickup', hrefs: props.pickupArticles.map(articleCardHref), size: TOP_PICKUP_ARTICLES },
      { name: 'ranking', hrefs: props.rankingArticles.map(articleCardHref), size: TOP_RANKING_SIZE },
      { name: 'new', hrefs: props.newArticles.map(articleCardHref), size: TOP_NEW_ARTICLES },
      ...props.sections.map((section) => ({ name: section.category.code, hrefs: section.articles.map(articleCardHref), size: TOP_SECTION_SIZE })),
      { name: 'features', hrefs: props.featuresAndSerials.map(articleCardHref), size: TOP_FEATURES },
      { name: 'topics', hrefs: props.topics.map((topic) => topic.url), size: TOP_TOPICS },
    ];
    const blocksPerStory = new Map<string, string[]>();
    for (const { name, hrefs, size } of blocks) {
      expect([name, hrefs.length]).toEqual([name, size]);
      for (const href of new Set(hrefs)) blocksPerStory.set(href, [...(blocksPerStory.get(href) ?? []), name]);
    }
    const overused = [...blocksPerStory].filter(([, names]) => names.length > 2);
    expect(overused).toEqual([]);
    // The data set does offer one story to four blocks (lead, newest, its section, features).
    expect(props.sections).toHaveLength(TOP_SECTION_CATEGORY_CODES.length);
  });

  it('a running live event ranked first and picked up first: the ranking and the lead stories still keep their sizes without it (issues 14, 36)', async () => {
    const before = await topProps(dataNow());
    const live = before.liveArticle;
    expect(live?.liveState).toBe('live');
    const fetchSource = makeFetchSource();
    const [ranking, pickup] = await Promise.all([
      fetchSource('realtimeArticleRanking', { limit: TOP_RANKING_SIZE + 1 }),
      fetchSource('pickUpArticle', { limit: TOP_PICKUP_ARTICLES + 1 }),
    ]);
    // The live event's id on the first row of each: what the reader's page must leave out.
    const rankedFirst = { ...ranking, data: [{ ...ranking.data[0]!, id: live!.id }, ...ranking.data.filter((row) => row.id !== live!.id)].slice(0, TOP_RANKING_SIZE + 1) };
    const pickedFirst = { ...pickup, data: [{ ...pickup.data[0]!, id: live!.id }, ...pickup.data.filter((card) => card.id !== live!.id)].slice(0, TOP_PICKUP_ARTICLES + 1) };
    // Each answers as many as it is asked for, like the content API.
    const upTo = <T extends { data: unknown[] }>(answer: T, request: Request) => ({ ...answer, data: answer.data.slice(0, Number(new URL(request.url).searchParams.get('limit'))) });
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, ({ request }) => HttpResponse.json(upTo(rankedFirst, request))),
      http.get(`${TEST_API_BASE_URL}/api/pickup/articles`, ({ request }) => HttpResponse.json(upTo(pickedFirst, request))),
    );
    const props = await topProps(dataNow());
    expect(props.rankingArticles).toHaveLength(TOP_RANKING_SIZE);
    expect(props.pickupArticles).toHaveLength(TOP_PICKUP_ARTICLES);
    expect(props.rankingArticles.map((row) => row.id)).not.toContain(live!.id);
    expect(props.pickupArticles.map((card) => card.id)).not.toContain(live!.id);
  });

  it('sends only the reader’s device ad space (the other is null) and a rail of titles and links', async () => {
    const desktop = await topProps();
    expect(desktop.gptPcAdData?.pageType).toBe('TOP');
    expect(desktop.gptSpAdData).toBeNull();
    const phone = await topProps(new Date(), IPHONE);
    expect(phone.gptSpAdData?.pageType).toBe('TOP');
    expect(phone.gptPcAdData).toBeNull();
    expect(desktop.rankingArticles).toHaveLength(TOP_RANKING_SIZE);
    for (const item of desktop.rankingArticles) expect(Object.keys(item).sort()).toEqual(['id', 'publishedAt', 'redirectUrl', 'title', 'titleBreaks']);
  });

  it('article lists carry only what a card renders (no descriptions, sub-categories or counts)', async () => {
    const props = await topProps();
    const cards = [...props.newArticles, ...props.pickupArticles, ...props.sections.flatMap((section) => section.articles)];
    expect(cards.length).toBeGreaterThan(TOP_NEW_ARTICLES);
    // isVideoArticle only on video articles (the 動画 badge), liveState only on a running live
    // event (the ライブ badge), to keep `__NEXT_DATA__` small.
    for (const card of cards) {
      const keys = Object.keys(card).filter((key) => !(key === 'isVideoArticle' && card.isVideoArticle === true) && !(key === 'liveState' && card.liveState === 'live'));
      expect(keys.sort()).toEqual(['id', 'isPr', 'mainCategory', 'publishedAt', 'redirectUrl', 'thumbnailUrl', 'title', 'titleBreaks']);
    }
  });

  it.each([
    ['PC', undefined],
    ['SP', IPHONE],
  ] as const)('%s: carousel tiles are the tile position’s banners of the reader’s device inside their display window (spec §4)', async (device, userAgent) => {
    const now = dataNow();
    const props = await topProps(now, userAgent);
    const carousel = getDataset().ads.banners.carousel;
    const live = carousel.filter((banner) => isWithinDisplayWindow(banner.startAt, banner.endAt, now));
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThan(carousel.length); // some are expired or invalid
    const expected = live.filter((banner) => banner.position === CAROUSEL_POSITIONS.tile && isForDevice(banner.displayDevices, device));
    expect(props.topBanners.carouselTiles.map((banner) => banner.id).sort()).toEqual(expected.map((banner) => banner.id).sort());
  });

  it('secondary blocks drop out when their sources fail; the page still renders', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, () => HttpResponse.json({}, { status: 503 })),
      http.get(`${TEST_API_BASE_URL}/weekly-playnote-part`, () => HttpResponse.error()),
      http.get(`${TEST_API_BASE_URL}/api/sales/ranking`, () => new HttpResponse('<html>', { status: 200 })),
    );
    const props = await topProps();
    expect(props.rankingArticles).toEqual([]);
    expect(props.weeklyPart).toBeNull();
    expect(props.gameSales).toBeNull();
    expect(props.newArticles).toHaveLength(TOP_NEW_ARTICLES);
  });

  it('the newest-articles list is essential: its failure fails the page', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/q/articles`, () => HttpResponse.json({}, { status: 500 })));
    await expect(topProps()).rejects.toMatchObject({ name: 'ApiError' });
  });
});

describe('top page blocks added for every page type (issue 3)', () => {
  const now = dataNow();

  it('Amazon ranking widget: the top 5 of the game genre, links tagged with the top page affiliate id', async () => {
    const props = await topProps(now);
    const game = getDataset().rankings.amazon.game;
    expect(props.amazonGames).toHaveLength(TOP_AMAZON_ROWS);
    expect(props.amazonGames).toEqual(
      game.slice(0, TOP_AMAZON_ROWS).map(({ ranking, title, thumbnailUrlMedium, price, amazonUrl }) => ({
        ranking,
        title,
        thumbnailUrlMedium,
        price,
        amazonUrl: withAffiliateTag(amazonUrl, 'TOP'),
      })),
    );
    expect(new URL(props.amazonGames[0]?.amazonUrl ?? '').searchParams.get('tag')).toBe(AMAZON_AFFILIATE_TAGS.TOP);
  });

  it('release schedule: the next releases of this month (JST) for all platforms, from today on, one entry per title and day, at most 8', async () => {
    // The site's clock pinned to the middle release day of the data's month, so the block has
    // releases both before today (left out) and from today on, whatever day the suite runs.
    const { yearMonth } = dataMonth();
    const month = getDataset().schedule.byMonth.get(yearMonth) ?? [];
    const today = month[Math.floor(month.length / 2)]?.releaseDate ?? '';
    expect(month.some((entry) => entry.releaseDate < today)).toBe(true);
    const props = await topProps(new Date(`${today}T12:00:00+09:00`));
    expect(props.releaseSchedule?.yearMonth).toBe(yearMonth);
    const entries = props.releaseSchedule?.entries ?? [];
    // Independently from the data set: this month's versions from today (JST) on, in date order.
    const expected: { releaseDate: string; gameId: string }[] = [];
    for (const entry of month) {
      if (entry.releaseDate < today) continue;
      if (expected.some((seen) => seen.releaseDate === entry.releaseDate && seen.gameId === entry.title.gameId)) continue;
      expected.push({ releaseDate: entry.releaseDate, gameId: entry.title.gameId });
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(entries.map(({ releaseDate, gameId }) => ({ releaseDate, gameId }))).toEqual(expected.slice(0, TOP_SCHEDULE_SIZE));
    expect(entries.every((entry) => entry.platforms.length > 0)).toBe(true);
  });

  it('release schedule: a month without releases is an empty block, not a missing one', async () => {
    const props = await topProps(new Date('2199-12-15T12:00:00+09:00'));
    expect(props.releaseSchedule).toEqual({ yearMonth: '219912', entries: [] });
  });

  it('curated collections (matomeDirectories) for the links to /special/{dir}/, at most 8', async () => {
    const props = await topProps(now);
    const directories = [...getDataset().matome.keys()];
    expect(props.matomeCollections.map((collection) => collection.directoryName)).toEqual(directories.slice(0, TOP_MATOME_SIZE));
  });

  it('pickup videos and features carry their thumbnails', async () => {
    const props = await topProps(now);
    expect(props.pickupVideos.length).toBeGreaterThan(0);
    expect(props.pickupVideos.every((video) => video.thumbnailUrl.startsWith('http'))).toBe(true);
    expect(props.featuresAndSerials.length).toBeGreaterThan(0);
    expect(props.featuresAndSerials.every((feature) => feature.thumbnailUrl.startsWith('http'))).toBe(true);
  });

  it('the Amazon, schedule and collection blocks degrade when their sources fail', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/amazon`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${TEST_API_BASE_URL}/api/schedule`, () => HttpResponse.error()),
      http.get(`${TEST_API_BASE_URL}/matome/directories`, () => HttpResponse.json({ data: 'nope' })),
    );
    const props = await topProps(now);
    expect(props.amazonGames).toEqual([]);
    expect(props.releaseSchedule).toBeNull();
    expect(props.matomeCollections).toEqual([]);
    expect(props.newArticles).toHaveLength(TOP_NEW_ARTICLES);
  });
});

describe('upcomingReleases', () => {
  const title = (gameId: string, platform: string) => ({
    gameId,
    name: `game ${gameId}`,
    platform: { code: platform, nameJa: platform.toUpperCase() },
    maker: 'maker',
    genre: 'RPG',
    price: '6800円',
    thumbnailUrl: null,
    isNewTitle: false,
  });
  const calendar = {
    titleGroups: [
      { releaseDate: '2026-11-19', titles: [title('1', 'ps5')] },
      { releaseDate: '2026-11-20', titles: [title('2', 'ps5'), title('2', 'switch2'), title('3', 'pc-game')] },
      { releaseDate: '2026-11-27', titles: [title('4', 'ps5'), title('5', 'ps5')] },
    ],
  };
  const now = new Date('2026-11-20T00:30:00+09:00'); // still the 19th in UTC

  it.each([
    ['releases before today (JST) are left out; today counts', 8, ['2', '3', '4', '5']],
    ['at most `limit` entries', 2, ['2', '3']],
  ])('%s', (_name, limit, ids) => {
    expect(upcomingReleases(calendar, now, limit).map((entry) => entry.gameId)).toEqual(ids);
  });

  it('versions of one title released the same day are one entry listing every platform', () => {
    expect(upcomingReleases(calendar, now)[0]).toEqual({ releaseDate: '2026-11-20', gameId: '2', name: 'game 2', platforms: ['PS5', 'SWITCH2'], maker: 'maker' });
  });
});
