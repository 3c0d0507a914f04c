/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/api-clients/api-error';
import { RIGHT_RAIL_SIZE } from '@/lib/page-data/page-frame';
import type { AuthorPageProps } from '@/lib/page-data/author';
import { getDataset } from '@/mocks/data';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { failWith500, propsOf, requestPage } from './list-page-helpers';

const ROUTE = '/author/[authorId]/page/[pageNumber]/';
const server = setupContentApi();
const logs = captureLogs();

const dataset = getDataset();
// A named writer with more than two pages of articles.
const author = dataset.authors.find((candidate) => candidate.id !== '100' && (dataset.articles.byAuthor.get(candidate.id)?.length ?? 0) > 40)!;
const authored = dataset.articles.byAuthor.get(author.id)!;
const lastPage = Math.ceil(authored.length / 20);

const requestAuthor = (authorId: string, pageNumber: string) => requestPage(ROUTE, { authorId, pageNumber });

describe('author page data', () => {
  it('shows the author from the authors source and their newest articles', async () => {
    const props = propsOf<AuthorPageProps>(await requestAuthor(author.id, '1'));
    expect(props.adUnitsType).toBe('LIST');
    expect(props.pageMeta.adPageType).toBe('LIST');
    expect(props.author).toEqual({
      id: author.id,
      name: author.name,
      nameKana: author.nameKana,
      role: author.role,
      profile: author.profile,
      iconUrl: author.iconUrl,
    });
    expect(props.articles.map((card) => card.id)).toEqual(authored.slice(0, 20).map((record) => record.id));
    expect(props).toMatchObject({ totalCount: authored.length, currentPage: 1, pageCount: lastPage });
    expect(props.rankingArticles.length).toBeGreaterThan(0);
    expect(props.rankingArticles.length).toBeLessThanOrEqual(RIGHT_RAIL_SIZE.articles);
    expect(props.layout.commonParts).not.toBeNull();
  });

  it('20 articles a page (spec §9): page 2 continues where page 1 ends', async () => {
    const props = propsOf<AuthorPageProps>(await requestAuthor(author.id, '2'));
    expect(props.articles).toHaveLength(20);
    expect(props.articles.map((card) => card.id)).toEqual(authored.slice(20, 40).map((record) => record.id));
  });

  it('the last page holds the remainder (page count = ceil(total / 20), spec §5)', async () => {
    const props = propsOf<AuthorPageProps>(await requestAuthor(author.id, String(lastPage)));
    expect(props.currentPage).toBe(lastPage);
    expect(props.articles).toHaveLength(authored.length - (lastPage - 1) * 20);
  });

  it.each([
    ['0', 1],
    ['-1', 1],
    ['01', 1],
    ['last + 1', lastPage],
    ['999999999999', lastPage],
  ])('page %s redirects to the clamped page (spec §5)', async (pageNumber, expected) => {
    const raw = pageNumber === 'last + 1' ? String(lastPage + 1) : pageNumber;
    expect(await requestAuthor(author.id, raw)).toEqual({
      kind: 'redirect',
      destination: `/author/${author.id}/page/${expected}/`,
      permanent: false,
    });
  });

  it.each([
    ['a non-numeric page', author.id, 'abc'],
    ['a fractional page', author.id, '1.5'],
    ['an authorId with letters', '10a', '1'],
    ['an authorId that is too long', '1234567890123', '1'],
    ['an empty authorId', '', '1'],
    ['an unknown author', '999999', '1'],
  ])('%s is a 404', async (_name, authorId, pageNumber) => {
    expect(await requestAuthor(authorId, pageNumber)).toEqual({ kind: 'notFound' });
  });

  it('an author without articles gets one empty page, and page 2 redirects to it', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/author/articles`, () => HttpResponse.json({ count: 0, page: 1, data: [] })));
    const props = propsOf<AuthorPageProps>(await requestAuthor(author.id, '1'));
    expect(props).toMatchObject({ articles: [], totalCount: 0, currentPage: 1, pageCount: 1 });
    expect(await requestAuthor(author.id, '2')).toEqual({ kind: 'redirect', destination: `/author/${author.id}/page/1/`, permanent: false });
  });

  it('an upstream 404 for the article list is a 404 page', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/author/articles`, () => HttpResponse.json({ error: 'Not Found' }, { status: 404 })));
    expect(await requestAuthor(author.id, '1')).toEqual({ kind: 'notFound' });
  });

  it('a failing secondary source (ranking, header parts) leaves the page up', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/ranking/now`, failWith500),
      http.get(`${TEST_API_BASE_URL}/api/common_parts`, failWith500),
    );
    const props = propsOf<AuthorPageProps>(await requestAuthor(author.id, '1'));
    expect(props.rankingArticles).toEqual([]);
    expect(props.layout.commonParts).toBeNull();
    expect(props.articles).toHaveLength(20);
    expect(logs.lines().filter((line) => line.event === 'api-error')).toHaveLength(2);
  });

  it('asks for the authors master and the list at once: a hanging content API costs one timeout, not two (issue 7)', async () => {
    let listAsked = () => {};
    const listArrived = new Promise<boolean>((resolve) => (listAsked = () => resolve(true)));
    let listArrivedBeforeMasterAnswered = false;
    // Both resolvers answer nothing, so the request falls through to the bundled handlers.
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/master/authors`, async () => {
        listArrivedBeforeMasterAnswered = await Promise.race([listArrived, new Promise<boolean>((resolve) => setTimeout(resolve, 2_000, false))]);
      }),
      http.get(`${TEST_API_BASE_URL}/api/author/articles`, () => {
        listAsked();
      }),
    );
    const props = propsOf<AuthorPageProps>(await requestAuthor(author.id, '1'));
    expect(listArrivedBeforeMasterAnswered).toBe(true);
    expect(props.articles).toHaveLength(20);
  });

  it.each([
    ['the article list', '/api/author/articles'],
    ['the authors master', '/api/master/authors'],
  ])('a failing main source (%s) throws an ApiError (→ error page)', async (_name, path) => {
    server.use(http.get(`${TEST_API_BASE_URL}${path}`, failWith500));
    await expect(requestAuthor(author.id, '1')).rejects.toBeInstanceOf(ApiError);
  });
});
