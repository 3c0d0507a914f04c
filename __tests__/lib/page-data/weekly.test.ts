/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { buildArticleDetail } from '@/mocks/data/article-body';
import { getDataset } from '@/mocks/data';
import {
  isWeeklyPart,
  WEEKLY_MAGAZINE_CATEGORY_CODE,
  WEEKLY_MAGAZINE_NAME,
  weeklyIssueTitle,
  weeklyPaths,
  type WeeklyPageProps,
  type WeeklyPartPageProps,
} from '@/lib/page-data/weekly';
import { BACK_ISSUE_LIMIT, toWeeklyMagazineView, toWeeklyTeaser } from '@/lib/page-data/weekly-issue';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { failWith, propsOf, runRoute, serveRoute } from './special-test-helpers';

const INDEX_ROUTE = '/special/content/weeklyplaynote/';
const PART_ROUTE = '/special/content/weeklyplaynote/[articleId]/';
const server = setupContentApi();
captureLogs();

const dataset = getDataset();
const { weeklyPart } = dataset.site;
const [firstPart] = weeklyPart.parts;
const isMagazine = (id: string) => dataset.articles.byId.get(id)?.mainCategory.code === WEEKLY_MAGAZINE_CATEGORY_CODE;
/** A magazine article of an earlier issue: not among the current parts. */
const pastMagazineArticle = (dataset.articles.byCategory.get(WEEKLY_MAGAZINE_CATEGORY_CODE) ?? []).find(
  (record) => !weeklyPart.parts.some((part) => part.id === record.id) && record.card.redirectUrl === null,
)!;
/** An ordinary article: neither a current part nor a magazine article. */
const ordinaryArticle = dataset.articles.all.find(
  (record) =>
    record.card.redirectUrl === null &&
    !weeklyPart.parts.some((part) => part.id === record.id) &&
    !buildArticleDetail(dataset, record)
      .mainCategories.concat(buildArticleDetail(dataset, record).subCategories)
      .some((category) => category.code === WEEKLY_MAGAZINE_CATEGORY_CODE),
)!;

describe('/special/content/weeklyplaynote/: the current issue', () => {
  it('shows the issue (number, title, cover) and its parts from weeklyPlaynotePart', async () => {
    const props = propsOf<WeeklyPageProps>(await runRoute(INDEX_ROUTE, {}));
    expect(props.adUnitsType).toBe('LIST');
    expect(props.pageMeta.adPageType).toBe('LIST');
    expect(props.weeklyPart).toEqual(toWeeklyMagazineView(weeklyPart, 'LIST'));
    expect(props.weeklyPart.issue).toMatchObject({ issueNumber: weeklyPart.issue.issueNumber, jan: weeklyPart.issue.jan, isEbook: weeklyPart.issue.isEbook });
    expect(props.weeklyPart.parts.every((part) => part.url === weeklyPaths.part(part.id))).toBe(true);
    expect(props.layout.commonParts).not.toBeNull();
  });

  it(`shows the newest ${BACK_ISSUE_LIMIT} back issues, newest first, with only what the page renders`, async () => {
    const props = propsOf<WeeklyPageProps>(await runRoute(INDEX_ROUTE, {}));
    expect(weeklyPart.backIssues.length).toBeGreaterThan(BACK_ISSUE_LIMIT);
    expect(props.weeklyPart.backIssues.map((issue) => issue.issueNumber)).toEqual(
      weeklyPart.backIssues.slice(0, BACK_ISSUE_LIMIT).map((issue) => issue.issueNumber),
    );
    expect(Object.keys(props.weeklyPart.backIssues[0]!).sort()).toEqual(['coverImageUrl', 'feature', 'isEbook', 'issueNumber', 'jan', 'publishedAt', 'title', 'url']);
    expect(props.weeklyPart.affiliateTag).toBe('playnote-list-22');
  });

  it('an upstream without back issues or sale data (the contract before decision 023) is a page without them', async () => {
    const { issueNumber, title, publishedAt, coverImageUrl } = weeklyPart.issue;
    const oldIssue = { issueNumber, title, publishedAt, coverImageUrl };
    server.use(http.get(`${TEST_API_BASE_URL}/weekly-playnote-part`, () => HttpResponse.json({ issue: oldIssue, parts: weeklyPart.parts })));
    const props = propsOf<WeeklyPageProps>(await runRoute(INDEX_ROUTE, {}));
    expect(props.weeklyPart.backIssues).toEqual([]);
    expect(props.weeklyPart.issue).toMatchObject({ jan: null, isEbook: false });
  });

  it('an issue without parts is still a page (the view says so)', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/weekly-playnote-part`, () => HttpResponse.json({ ...weeklyPart, parts: [] })));
    expect(propsOf<WeeklyPageProps>(await runRoute(INDEX_ROUTE, {})).weeklyPart.parts).toEqual([]);
  });

  it('a failing ranking rail leaves the page up', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/ranking/now`, failWith(500)));
    expect(propsOf<WeeklyPageProps>(await runRoute(INDEX_ROUTE, {})).rankingArticles).toEqual([]);
  });

  it('the issue is the main source: its failure throws an ApiError → error page 502; its 404 is a 404', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/weekly-playnote-part`, failWith(500)));
    await expect(runRoute(INDEX_ROUTE, {})).rejects.toMatchObject({ name: 'ApiError' });
    expect((await serveRoute(INDEX_ROUTE, {})).res.statusCode).toBe(502);
    server.use(http.get(`${TEST_API_BASE_URL}/weekly-playnote-part`, failWith(404)));
    expect(await runRoute(INDEX_ROUTE, {})).toEqual({ kind: 'notFound' });
  });
});

describe('/special/content/weeklyplaynote/{articleId}/: one part as an article', () => {
  const partProps = async (articleId: string, query: Record<string, string> = {}) =>
    propsOf<WeeklyPartPageProps>(await runRoute(PART_ROUTE, { articleId }, query));

  it('a part of the current issue: the article (articleDetail by id), under the magazine, with the issue’s other parts', async () => {
    expect(firstPart).toBeDefined();
    const record = dataset.articles.byId.get(firstPart!.id)!;
    const detail = buildArticleDetail(dataset, record);
    const props = await partProps(firstPart!.id);
    expect(props.adUnitsType).toBe('ARTICLE_DETAIL');
    expect(props.pageMeta.adPageType).toBe('ARTICLE_DETAIL');
    expect(props.articleDetailData).toMatchObject({ articleId: firstPart!.id, title: detail.title, publicationDate: record.yearMonth });
    expect(props.issue).toEqual(weeklyPart.issue);
    expect(props.otherParts.map((part) => part.id)).toEqual(weeklyPart.parts.slice(1).map((part) => part.id));
    expect(props.breadcrumbPropsData.level1Item).toEqual({ path: weeklyPaths.index(), code: 'weeklyplaynote', nameJa: WEEKLY_MAGAZINE_NAME });
  });

  it('a magazine article of an earlier issue is a part too', async () => {
    expect(isMagazine(pastMagazineArticle.id)).toBe(true);
    expect((await partProps(pastMagazineArticle.id)).articleDetailData.articleId).toBe(pastMagazineArticle.id);
  });

  it.each([
    ['an ordinary article (not a part)', () => ordinaryArticle.id],
    ['an unknown article', () => '987654321'],
    ['an id that is not digits', () => 'abc'],
    ['an id that is too long', () => '1234567890123'],
  ])('%s is a 404', async (_name, id) => {
    expect(await runRoute(PART_ROUTE, { articleId: id() })).toEqual({ kind: 'notFound' });
  });

  it('when the issue cannot be loaded, a magazine article still shows, without the issue blocks', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/weekly-playnote-part`, failWith(503)));
    const props = await partProps(firstPart!.id);
    expect(isMagazine(firstPart!.id)).toBe(true);
    expect(props.issue).toBeNull();
    expect(props.otherParts).toEqual([]);
    expect(props.articleDetailData.articleId).toBe(firstPart!.id);
  });

  it('a failing article source throws an ApiError → error page 502', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, failWith(500)));
    await expect(runRoute(PART_ROUTE, { articleId: firstPart!.id })).rejects.toMatchObject({ name: 'ApiError' });
    expect((await serveRoute(PART_ROUTE, { articleId: firstPart!.id })).res.statusCode).toBe(502);
  });

  it('a part with redirectUrl redirects there', async () => {
    const record = dataset.articles.byId.get(firstPart!.id)!;
    server.use(http.get(`${TEST_API_BASE_URL}/api/article`, () => HttpResponse.json({ ...buildArticleDetail(dataset, record), redirectUrl: '/article/202601/1/' })));
    expect(await runRoute(PART_ROUTE, { articleId: firstPart!.id })).toEqual({ kind: 'redirect', destination: '/article/202601/1/', permanent: false });
  });
});

describe('weekly magazine rules', () => {
  const article = (code: string, articleId = 1) => ({
    articleId,
    mainCategories: [{ id: '1', code, nameJa: 'x', isMainCategory: true }],
    subCategories: [],
  });

  it.each([
    ['a part of the current issue is a part', article('news', Number(firstPart!.id)), true],
    ['a magazine (プレイノート本誌) article is a part', article(WEEKLY_MAGAZINE_CATEGORY_CODE), true],
    ['any other article is not a part', article('news'), false],
  ])('isWeeklyPart: %s', (_name, candidate, expected) => {
    expect(isWeeklyPart(candidate, weeklyPart)).toBe(expected);
  });

  it.each([
    ['週刊プレイノート 11月19日号 No.412', '週刊プレイノート 11月19日号 No.412'],
    ['11月19日号', '週刊プレイノート 11月19日号'],
  ])('issue title %j is shown as %j', (title, expected) => {
    expect(weeklyIssueTitle({ title })).toBe(expected);
  });
});

describe('toWeeklyMagazineView: the back issues the page shows', () => {
  const backIssue = (issueNumber: number) => ({ ...weeklyPart.backIssues[0]!, issueNumber });
  const current = weeklyPart.issue.issueNumber;
  it.each([
    ['newest first whatever the source order', [current - 3, current - 1, current - 2], [current - 1, current - 2, current - 3]],
    ['not the current issue or a later one', [current, current + 1, current - 1], [current - 1]],
    ['no issue twice', [current - 1, current - 1, current - 2], [current - 1, current - 2]],
    [`at most ${BACK_ISSUE_LIMIT}`, Array.from({ length: 20 }, (_, index) => current - 1 - index), Array.from({ length: BACK_ISSUE_LIMIT }, (_, index) => current - 1 - index)],
    ['none', [], []],
  ])('%s', (_label, numbers, expected) => {
    const view = toWeeklyMagazineView({ ...weeklyPart, backIssues: numbers.map(backIssue) }, 'LIST');
    expect(view.backIssues.map((issue) => issue.issueNumber)).toEqual(expected);
  });

  it('the top page teaser has the issue and the parts only', () => {
    const teaser = toWeeklyTeaser(weeklyPart);
    expect(Object.keys(teaser).sort()).toEqual(['issue', 'parts']);
    expect(Object.keys(teaser.issue).sort()).toEqual(['coverImageUrl', 'issueNumber', 'publishedAt', 'title']);
  });
});
