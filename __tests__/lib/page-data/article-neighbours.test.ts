/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { chooseNeighbours, loadArticleNeighbours, NEIGHBOUR_WINDOW } from '@/lib/page-data/article-neighbours';
import { getDataset } from '@/mocks/data';
import { captureLogs, makeFetchSource, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const server = setupContentApi();
captureLogs();

type Card = { id: string; publishedAt: string; redirectUrl: string | null };
const card = (id: string, publishedAt: string, redirectUrl: string | null = null): Card => ({ id, publishedAt, redirectUrl });

// Newest first, as the category list comes.
const LIST = [
  card('50', '2026-11-27T10:00:00+09:00'),
  card('40', '2026-11-26T10:00:00+09:00'),
  card('30', '2026-11-25T10:00:00+09:00'),
  card('20', '2026-11-24T10:00:00+09:00'),
  card('10', '2026-11-23T10:00:00+09:00'),
];

const ids = (result: { previous: Card | null; next: Card | null }) => [result.previous?.id ?? null, result.next?.id ?? null];

describe('chooseNeighbours (previous = the next older, next = the next newer in the main category)', () => {
  it.each<[string, Card[], string, (string | null)[]]>([
    ['in the middle', LIST, '30', ['20', '40']],
    ['the newest has no next', LIST, '50', ['40', null]],
    ['the oldest in the window has no previous', LIST, '10', [null, '20']],
    ['not in the list: none', LIST, '99', [null, null]],
    ['alone in the list: none', [card('30', '2026-11-25T10:00:00+09:00')], '30', [null, null]],
    ['an empty list: none', [], '30', [null, null]],
    ['cards that redirect elsewhere are skipped', [LIST[0]!, card('45', '2026-11-26T20:00:00+09:00', 'https://example.com/pr'), LIST[1]!, LIST[2]!], '50', ['40', null]],
    ['…on both sides', [LIST[1]!, card('35', '2026-11-25T20:00:00+09:00', '/special/x/'), LIST[2]!, card('25', '2026-11-24T20:00:00+09:00', '/special/y/'), LIST[3]!], '30', ['20', '40']],
    ['the order it came in does not matter', [LIST[3]!, LIST[0]!, LIST[2]!, LIST[4]!, LIST[1]!], '30', ['20', '40']],
    ['the same minute: the higher id is the newer', [card('31', '2026-11-25T10:00:00+09:00'), card('30', '2026-11-25T10:00:00+09:00'), card('29', '2026-11-25T10:00:00+09:00')], '30', ['29', '31']],
    ['the same instant in another offset is a tie too', [card('31', '2026-11-25T01:00:00Z'), card('30', '2026-11-25T10:00:00+09:00')], '30', [null, '31']],
    ['a card without a valid date is left out', [LIST[1]!, card('35', 'not a date'), LIST[2]!], '30', [null, '40']],
  ])('%s', (_name, cards, articleId, expected) => {
    expect(ids(chooseNeighbours(cards, articleId))).toEqual(expected);
  });
});

describe('loadArticleNeighbours', () => {
  it(`asks the main category for its newest ${NEIGHBOUR_WINDOW} once and links the neighbours to their article pages`, async () => {
    const category = getDataset().articles.all.find((record) => record.mainCategory.code === 'news')!;
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const [newest, second, third] = getDataset()
      .articles.all.filter((record) => record.mainCategory.code === category.mainCategory.code && !record.card.redirectUrl)
      .toSorted((a, b) => Date.parse(b.card.publishedAt) - Date.parse(a.card.publishedAt) || Number(b.id) - Number(a.id));
    const neighbours = await loadArticleNeighbours(makeFetchSource(), { articleId: second!.id, mainCategoryCode: 'news' });
    server.events.removeAllListeners();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!).searchParams.get('limit')).toBe(String(NEIGHBOUR_WINDOW));
    expect(neighbours.next).toMatchObject({ id: newest!.id, title: newest!.card.title, href: `/article/${newest!.yearMonth}/${newest!.id}/` });
    expect(neighbours.previous).toMatchObject({ id: third!.id, href: `/article/${third!.yearMonth}/${third!.id}/` });
    expect(neighbours.previous?.titleBreaks.length).toBeGreaterThan(0);
  });

  it('no main category: no call, no neighbours', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    expect(await loadArticleNeighbours(makeFetchSource(), { articleId: '1', mainCategoryCode: undefined })).toEqual({ previous: null, next: null });
    server.events.removeAllListeners();
    expect(requests).toEqual([]);
  });

  it('the list failing costs the links only', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/q/articles`, () => HttpResponse.json({}, { status: 503 })));
    expect(await loadArticleNeighbours(makeFetchSource(), { articleId: '1', mainCategoryCode: 'news' })).toEqual({ previous: null, next: null });
  });
});
