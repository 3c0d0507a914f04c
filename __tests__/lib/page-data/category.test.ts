/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/api-clients/api-error';
import { CATEGORIES, MAIN_CATEGORY_LIST } from '@/foundation/site/categories';
import { otherCategoryLinks, type CategoryPageProps } from '@/lib/page-data/category';
import { getDataset } from '@/mocks/data';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { failWith500, propsOf, requestPage } from './list-page-helpers';

const ROUTE = '/category/[categoryCode]/page/[pageNumber]/';
const server = setupContentApi();
captureLogs();

const dataset = getDataset();
const news = dataset.articles.byCategory.get('news')!;
const newsLastPage = Math.ceil(news.length / 20);

const requestCategory = (categoryCode: string, pageNumber: string) => requestPage(ROUTE, { categoryCode, pageNumber });

describe('category page data', () => {
  it('shows the category by code with its newest 20 articles (spec §9)', async () => {
    const props = propsOf<CategoryPageProps>(await requestCategory('news', '1'));
    expect(props.category).toEqual({ id: '21', code: 'news', nameJa: 'ニュース', isMainCategory: true });
    expect(props.articles.map((card) => card.id)).toEqual(news.slice(0, 20).map((record) => record.id));
    expect(props).toMatchObject({ totalCount: news.length, currentPage: 1, pageCount: newsLastPage });
    // Cards carry only what a list card renders (issue 6: page props trimmed to what the page shows).
    for (const card of props.articles) expect(card).not.toHaveProperty('subCategories');
    for (const card of props.articles) expect(card).not.toHaveProperty('description');
  });

  it('spec §3: adUnitsType is LIST, one of TOP, ARTICLE_DETAIL, PREVIEW, LIST, SCHEDULE; the ad page type stays CATEGORY (spec §2)', async () => {
    const props = propsOf<CategoryPageProps>(await requestCategory('news', '1'));
    expect(props.adUnitsType).toBe('LIST');
    expect(props.pageMeta.adPageType).toBe('CATEGORY');
  });

  it('new-article is the 新着 list of every article, newest first', async () => {
    const props = propsOf<CategoryPageProps>(await requestCategory('new-article', '2'));
    expect(props.category.nameJa).toBe('新着');
    expect(props.totalCount).toBe(dataset.articles.all.length);
    expect(props.articles.map((card) => card.id)).toEqual(dataset.articles.all.slice(20, 40).map((record) => record.id));
  });

  it.each(CATEGORIES.map((category) => [category.code, category.nameJa]))('every category of the fixed list has a page: %s', async (code, nameJa) => {
    const props = propsOf<CategoryPageProps>(await requestCategory(code, '1'));
    expect(props.category.nameJa).toBe(nameJa);
    expect(props.articles.length).toBeGreaterThan(0);
  });

  it('links the other main categories and 新着, never the current one', async () => {
    const props = propsOf<CategoryPageProps>(await requestCategory('review', '1'));
    expect(props.otherCategories.map((category) => category.code)).toEqual([
      'new-article',
      ...MAIN_CATEGORY_LIST.filter((category) => category.code !== 'review').map((category) => category.code),
    ]);
    expect(otherCategoryLinks('new-article').map((category) => category.code)).toEqual(MAIN_CATEGORY_LIST.map((category) => category.code));
  });

  it.each([
    ['0', 1],
    ['-1', 1],
    ['01', 1],
    ['last + 1', newsLastPage],
    ['999999999999', newsLastPage],
  ])('page %s redirects to the clamped page (spec §5)', async (pageNumber, expected) => {
    const raw = pageNumber === 'last + 1' ? String(newsLastPage + 1) : pageNumber;
    expect(await requestCategory('news', raw)).toEqual({ kind: 'redirect', destination: `/category/news/page/${expected}/`, permanent: false });
  });

  it.each([
    ['a non-numeric page', 'news', 'abc'],
    ['an unknown category code', 'no-such-category', '1'],
    ['a code in the wrong case', 'NEWS', '1'],
    ['a code with a path in it', '..%2Fnews', '1'],
    ['an empty code', '', '1'],
    ['a category id instead of its code', '21', '1'],
  ])('%s is a 404', async (_name, categoryCode, pageNumber) => {
    expect(await requestCategory(categoryCode, pageNumber)).toEqual({ kind: 'notFound' });
  });

  it('a category without articles gets one empty page', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/q/articles`, () => HttpResponse.json({ count: 0, page: 1, data: [] })));
    const props = propsOf<CategoryPageProps>(await requestCategory('ps3', '1'));
    expect(props).toMatchObject({ articles: [], totalCount: 0, pageCount: 1 });
    expect(await requestCategory('ps3', '3')).toEqual({ kind: 'redirect', destination: '/category/ps3/page/1/', permanent: false });
  });

  it('a failing secondary source (ranking, ad spaces) leaves the page up', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, failWith500),
      http.get(`${TEST_API_BASE_URL}/ad-space-pc-site`, failWith500),
    );
    const props = propsOf<CategoryPageProps>(await requestCategory('news', '1'));
    expect(props.rankingArticles).toEqual([]);
    expect(props.gptPcAdData).toBeNull();
    expect(props.articles).toHaveLength(20);
  });

  it('a failing main source (the category list) throws an ApiError (→ error page)', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/q/articles`, failWith500));
    await expect(requestCategory('news', '1')).rejects.toBeInstanceOf(ApiError);
  });
});
