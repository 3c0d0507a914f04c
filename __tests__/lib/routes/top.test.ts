/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { isWithinDisplayWindow } from '@/lib/display-window';
import { runPageData } from '@/lib/page-config/run-page-data';
import { TOP_NEW_ARTICLES, TOP_SECTION_CATEGORY_CODES, type TopPageProps } from '@/lib/routes/top';
import { getDataset } from '@/mocks/data';
import { captureLogs, makeFetchSource, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const server = setupContentApi();
captureLogs();

async function topProps(now = new Date()): Promise<TopPageProps> {
  const result = await runPageData({ routePath: '/', params: {}, query: {}, fetchSource: makeFetchSource(), now });
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as TopPageProps;
}

describe('top page data', () => {
  it('has the newest articles, category sections, rankings and site blocks from the content API', async () => {
    const props = await topProps();
    const dataset = getDataset();
    expect(props.newArticles.map((card) => card.id)).toEqual(dataset.articles.all.slice(0, TOP_NEW_ARTICLES).map((record) => record.id));
    expect(props.sections.map((section) => section.category.code)).toEqual([...TOP_SECTION_CATEGORY_CODES]);
    expect(props.rankingArticles.length).toBeGreaterThan(0);
    expect(props.gameSales?.title).toMatch(/^\d{4}年\d{2}月\d{2}日～\d{4}年\d{2}月\d{2}日$/);
    expect(props.trendWords.length).toBeGreaterThan(0);
    expect(props.weeklyPart?.parts.length).toBeGreaterThan(0);
    expect(props.gptPcAdData?.pageType).toBe('TOP');
    expect(props.gptSpAdData?.pageType).toBe('TOP');
  });

  it('carousel banners are only those inside their display window (spec §4)', async () => {
    const now = new Date('2026-11-20T12:00:00+09:00');
    const props = await topProps(now);
    const carousel = getDataset().ads.banners.carousel;
    const expected = carousel.filter((banner) => isWithinDisplayWindow(banner.startAt, banner.endAt, now));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(carousel.length); // some are expired or invalid
    expect(props.carouselBanners.map((banner) => banner.id).sort()).toEqual(expected.map((banner) => banner.id).sort());
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
