/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { withTaggedAmazonLinks } from '@/ads/amazon-affiliate';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { buildArticleDetail } from '@/mocks/data/article-body';
import { getDataset } from '@/mocks/data';
import { RIGHT_RAIL_SIZE } from '@/lib/page-data/page-frame';
import {
  COLLECTION_FALLBACK_TITLE,
  COLLECTION_RELATED_SIZE,
  MATOME_PAGE_SIZE,
  OTHER_COLLECTIONS_SIZE,
  specialArticlePath,
  specialCollectionPath,
  type SpecialArticlePageProps,
  type SpecialPageProps,
} from '@/lib/page-data/special';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { failWith, propsOf, runRoute, serveRoute } from './special-test-helpers';

const COLLECTION_ROUTE = '/special/[matomeDirectoryName]/';
const ARTICLE_ROUTE = '/special/[matomeDirectoryName]/[articleId]/';
const server = setupContentApi();
const logs = captureLogs();

const dataset = getDataset();
/** The largest non-PR collection and its biggest category: both span several pages. */
const [collectionName, collection] = [...dataset.matome.entries()]
  .filter(([, record]) => !record.detail.isPr)
  .sort((a, b) => b[1].articles.length - a[1].articles.length)[0]!;
const [categoryId, categoryArticles] = [...collection.byCategory.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
const lastPage = Math.ceil(collection.articles.length / MATOME_PAGE_SIZE);
const categoryLastPage = Math.ceil(categoryArticles.length / MATOME_PAGE_SIZE);
const [prName] = [...dataset.matome.entries()].find(([, record]) => record.detail.isPr)!;
const otherCollectionCategory = [...dataset.matome.values()].find((record) => record.detail.directoryName !== collectionName)!.detail.categories[0]!.categoryId;

const collectionProps = async (query: Record<string, string> = {}, name = collectionName) =>
  propsOf<SpecialPageProps>(await runRoute(COLLECTION_ROUTE, { matomeDirectoryName: name }, query));

describe('/special/{matomeDirectoryName}/: a curated collection', () => {
  it('header from matomeDetail, the first 20 articles, page count and other collections', async () => {
    expect(collection.articles.length).toBeGreaterThan(2 * MATOME_PAGE_SIZE);
    const props = await collectionProps();
    expect(props.adUnitsType).toBe('LIST');
    expect(props.pageMeta.adPageType).toBe('LIST');
    expect(props.collection).toMatchObject({ directoryName: collectionName, title: collection.detail.title, headerImageUrl: collection.detail.headerImageUrl, isPr: false });
    expect(props.categories).toEqual(collection.detail.categories);
    expect(props.selectedCategory).toBeNull();
    expect(props.articles.map((card) => card.id)).toEqual(collection.articles.slice(0, MATOME_PAGE_SIZE).map((record) => record.id));
    expect(props.totalCount).toBe(collection.articles.length);
    expect(props.currentPage).toBe(1);
    expect(props.pageCount).toBe(lastPage);
    expect(props.rankingArticles.length).toBeLessThanOrEqual(RIGHT_RAIL_SIZE.articles);
    expect(props.layout.commonParts).not.toBeNull();
  });

  it('20 articles a page (spec §9): page 2 continues where page 1 ended, the last page holds the rest', async () => {
    expect(MATOME_PAGE_SIZE).toBe(20);
    const second = await collectionProps({ page: '2' });
    expect(second.currentPage).toBe(2);
    expect(second.articles.map((card) => card.id)).toEqual(collection.articles.slice(MATOME_PAGE_SIZE, 2 * MATOME_PAGE_SIZE).map((record) => record.id));
    const last = await collectionProps({ page: String(lastPage) });
    expect(last.articles).toHaveLength(collection.articles.length - (lastPage - 1) * MATOME_PAGE_SIZE);
  });

  it('its cards link to the article inside the collection, so readers keep the collection around it', async () => {
    const props = await collectionProps();
    for (const card of props.articles) {
      const record = dataset.articles.byId.get(card.id)!;
      expect(card.redirectUrl).toBe(record.card.redirectUrl ?? `/special/${collectionName}/${card.id}/`);
    }
  });

  it('other collections: the rest of matomeDirectories, at most 8, never the collection itself', async () => {
    const props = await collectionProps();
    expect(props.otherCollections.length).toBe(Math.min(OTHER_COLLECTIONS_SIZE, dataset.matome.size - 1));
    expect(props.otherCollections.map((other) => other.directoryName)).not.toContain(collectionName);
  });

  it('a PR collection says so (isPr)', async () => {
    expect((await collectionProps({}, prName)).collection.isPr).toBe(true);
  });

  it('?category= filters to the collection’s category (matomeCategoryArticles)', async () => {
    const props = await collectionProps({ category: categoryId });
    expect(props.selectedCategory?.categoryId).toBe(categoryId);
    expect(props.articles.map((card) => card.id)).toEqual(categoryArticles.slice(0, MATOME_PAGE_SIZE).map((record) => record.id));
    expect(props.totalCount).toBe(categoryArticles.length);
    expect(props.pageCount).toBe(categoryLastPage);
    expect(props.pageMeta.queryValues).toEqual({ category: categoryId });
  });

  it.each([
    ['0', 1],
    ['-1', 1],
    ['01', 1],
    ['abc', 1],
    ['last + 1', 'last + 1'],
    ['999999999999', 'last'],
  ])('?page=%s redirects to the clamped page (spec §5)', async (raw, target) => {
    const page = raw === 'last + 1' ? String(lastPage + 1) : raw;
    const expected = target === 1 ? 1 : lastPage;
    const result = await runRoute(COLLECTION_ROUTE, { matomeDirectoryName: collectionName }, { page });
    expect(result).toEqual({ kind: 'redirect', destination: specialCollectionPath(collectionName, { page: expected }), permanent: false });
  });

  it('the clamp redirect keeps the category filter', async () => {
    const result = await runRoute(COLLECTION_ROUTE, { matomeDirectoryName: collectionName }, { category: categoryId, page: '999' });
    expect(result).toEqual({ kind: 'redirect', destination: `/special/${collectionName}/?category=${categoryId}&page=${categoryLastPage}`, permanent: false });
  });

  it.each([
    ['an unknown directory', { matomeDirectoryName: 'no-such-collection' }, {}],
    ['an upper-case directory name', { matomeDirectoryName: collectionName.toUpperCase() }, {}],
    ['a directory name with a dot', { matomeDirectoryName: '..' }, {}],
    ['an unknown category', { matomeDirectoryName: collectionName }, { category: '999999' }],
    ['a category of another collection', { matomeDirectoryName: collectionName }, { category: otherCollectionCategory }],
    ['a category that is not a number', { matomeDirectoryName: collectionName }, { category: 'news' }],
  ])('%s is a 404', async (_name, params, query) => {
    expect(await runRoute(COLLECTION_ROUTE, params, query)).toEqual({ kind: 'notFound' });
  });

  it('a category the collection does not have is a 404 even when the list source answers with an empty list', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/matome/category-articles`, () => HttpResponse.json({ count: 0, page: 1, data: [] })));
    expect(await runRoute(COLLECTION_ROUTE, { matomeDirectoryName: collectionName }, { category: otherCollectionCategory })).toEqual({ kind: 'notFound' });
    expect(propsOf<SpecialPageProps>(await runRoute(COLLECTION_ROUTE, { matomeDirectoryName: collectionName }, { category: categoryId })).articles).toEqual([]);
  });

  it('an empty collection is one page with no articles; a page beyond it redirects to page 1', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/matome/articles`, () => HttpResponse.json({ count: 0, page: 1, data: [] })));
    const props = await collectionProps();
    expect(props.articles).toEqual([]);
    expect(props.totalCount).toBe(0);
    expect(props.pageCount).toBe(1);
    expect(await runRoute(COLLECTION_ROUTE, { matomeDirectoryName: collectionName }, { page: '2' })).toEqual({
      kind: 'redirect',
      destination: `/special/${collectionName}/`,
      permanent: false,
    });
  });

  it('failing secondary sources (other collections, ranking rail) leave the page up without them', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/matome/directories`, failWith(500)),
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, failWith(503)),
    );
    const { result, res } = await serveRoute(COLLECTION_ROUTE, { matomeDirectoryName: collectionName });
    const props = (result as unknown as { props: SpecialPageProps }).props;
    expect(res.statusCode).toBe(200);
    expect(props.otherCollections).toEqual([]);
    expect(props.rankingArticles).toEqual([]);
    expect(props.articles).toHaveLength(MATOME_PAGE_SIZE);
    expect(logs.lines().filter((line) => line.event === 'api-error').map((line) => line.endpoint).sort()).toEqual(['/api/ranking/now', '/matome/directories']);
  });

  it.each([
    ['the collection header', '/matome/detail'],
    ['the article list', '/matome/articles'],
  ])('a failing main source (%s) throws an ApiError → error page 502', async (_name, path) => {
    server.use(http.get(`${TEST_API_BASE_URL}${path}`, failWith(500)));
    await expect(runRoute(COLLECTION_ROUTE, { matomeDirectoryName: collectionName })).rejects.toMatchObject({ name: 'ApiError' });
    const { res, errorPage } = await serveRoute(COLLECTION_ROUTE, { matomeDirectoryName: collectionName });
    expect(res.statusCode).toBe(502);
    expect(errorPage?.statusCode).toBe(502);
  });
});

describe('/special/{matomeDirectoryName}/{articleId}/: an article inside a collection', () => {
  const member = collection.articles.find((record) => record.card.redirectUrl === null)!;
  const outsider = dataset.articles.all.find((record) => !collection.articleIds.has(record.id) && record.card.redirectUrl === null)!;
  const articleProps = async (query: Record<string, string> = {}, articleId = member.id) =>
    propsOf<SpecialArticlePageProps>(await runRoute(ARTICLE_ROUTE, { matomeDirectoryName: collectionName, articleId }, query));

  it('the article as on the article page (pathArticleDetail), under the collection, with the collection’s other articles', async () => {
    const detail = buildArticleDetail(dataset, member);
    const props = await articleProps();
    expect(props.adUnitsType).toBe('ARTICLE_DETAIL');
    expect(props.pageMeta.adPageType).toBe('ARTICLE_DETAIL');
    expect(props.articleDetailData).toMatchObject({ articleId: member.id, title: detail.title, publicationDate: member.yearMonth, currentPage: 1 });
    expect(props.articleDetailData.blocks).toEqual(withTaggedAmazonLinks((detail.content[0]?.contents ?? []) as ContentBlock[], 'ARTICLE_DETAIL'));
    expect(props.collection).toEqual({ directoryName: collectionName, title: collection.detail.title, isPr: false });
    expect(props.breadcrumbPropsData.level1Item).toEqual({ path: `/special/${collectionName}/`, code: collectionName, nameJa: collection.detail.title });
    expect(props.breadcrumbPropsData.title).toBe(detail.title);
    expect(props.collectionArticles.length).toBeGreaterThan(0);
    expect(props.collectionArticles.length).toBeLessThanOrEqual(COLLECTION_RELATED_SIZE);
    expect(props.collectionArticles.map((card) => card.id)).not.toContain(member.id);
    for (const card of props.collectionArticles) expect(collection.articleIds.has(card.id)).toBe(true);
  });

  it('body pages are clamped like the article page (spec §5)', async () => {
    const multiPage = collection.articles.find((record) => record.card.redirectUrl === null && buildArticleDetail(dataset, record).content.length >= 2);
    expect(multiPage).toBeDefined();
    const pages = buildArticleDetail(dataset, multiPage!).content.length;
    const last = await articleProps({ page: '999' }, multiPage!.id);
    expect(last.articleDetailData.currentPage).toBe(pages);
    expect(last.articleDetailData.pageCount).toBe(pages);
    expect(last.pageMeta.queryValues).toEqual({ page: '999' });
    expect((await articleProps({ page: '0' }, multiPage!.id)).articleDetailData.currentPage).toBe(1);
  });

  it.each([
    ['an article outside the collection', { matomeDirectoryName: collectionName, articleId: outsider.id }],
    ['an unknown article', { matomeDirectoryName: collectionName, articleId: '987654321' }],
    ['an unknown collection', { matomeDirectoryName: 'no-such-collection', articleId: member.id }],
    ['an article id that is not digits', { matomeDirectoryName: collectionName, articleId: '12a' }],
    ['an article id that is too long', { matomeDirectoryName: collectionName, articleId: '1234567890123' }],
    ['a malformed directory name', { matomeDirectoryName: 'Bad_Name', articleId: member.id }],
  ])('%s is a 404', async (_name, params) => {
    expect(await runRoute(ARTICLE_ROUTE, params)).toEqual({ kind: 'notFound' });
  });

  it('an article with redirectUrl redirects there', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({ ...buildArticleDetail(dataset, member), redirectUrl: 'https://example.com/elsewhere' })));
    expect(await runRoute(ARTICLE_ROUTE, { matomeDirectoryName: collectionName, articleId: member.id })).toEqual({
      kind: 'redirect',
      destination: 'https://example.com/elsewhere',
      permanent: false,
    });
  });

  it('failing secondary sources (collection header, related list) leave the article up, still linked to its collection', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/matome/detail`, failWith(500)), http.get(`${TEST_API_BASE_URL}/matome/list`, failWith(503)));
    const props = await articleProps();
    expect(props.articleDetailData.articleId).toBe(member.id);
    expect(props.collection.title).toBe(COLLECTION_FALLBACK_TITLE);
    expect(props.breadcrumbPropsData.level1Item?.path).toBe(`/special/${collectionName}/`);
    expect(props.collectionArticles).toEqual([]);
  });

  it('a failing article source throws an ApiError → error page 502', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, failWith(500)));
    await expect(runRoute(ARTICLE_ROUTE, { matomeDirectoryName: collectionName, articleId: member.id })).rejects.toMatchObject({ name: 'ApiError' });
    expect((await serveRoute(ARTICLE_ROUTE, { matomeDirectoryName: collectionName, articleId: member.id })).res.statusCode).toBe(502);
  });

  it('its paths: /special/{dir}/{id}/ with ?page= from page 2', () => {
    expect(specialArticlePath('tgs2026', '123')).toBe('/special/tgs2026/123/');
    expect(specialArticlePath('tgs2026', '123', 2)).toBe('/special/tgs2026/123/?page=2');
    expect(specialCollectionPath('tgs2026', { categoryId: '11', page: 1 })).toBe('/special/tgs2026/?category=11');
  });
});
