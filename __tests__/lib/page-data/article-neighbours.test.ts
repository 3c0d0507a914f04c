/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import type { ArticleCard } from '@/api-clients/schemas/common';
import type { FetchSource } from '@/api-clients/fetch-source';
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

describe('chooseNeighbours reads each card once: the same choice as comparing the parsed dates pairwise', () => {
  // The rule as first written (issue 17): Date.parse and Number inside the comparison.
  const pairwise = (cards: readonly Card[], articleId: string) => {
    const ordered = cards
      .filter((entry) => entry.redirectUrl === null || entry.id === articleId)
      .filter((entry) => Number.isFinite(Date.parse(entry.publishedAt)))
      .toSorted((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || Number(b.id) - Number(a.id));
    const index = ordered.findIndex((entry) => entry.id === articleId);
    return index === -1 ? { previous: null, next: null } : { previous: ordered[index + 1] ?? null, next: ordered[index - 1] ?? null };
  };
  // A small deterministic generator: few distinct ids and minutes, so ties, repeats and gaps are common.
  let seed = 17;
  const random = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % below;
  };
  const randomCard = (): Card => {
    const minute = String(random(6)).padStart(2, '0');
    const publishedAt = random(12) === 0 ? 'not a date' : `2026-11-2${random(3)}T10:${minute}:00${random(2) ? '+09:00' : 'Z'}`;
    return card(String(random(15)), publishedAt, random(5) === 0 ? '/special/x/' : null);
  };

  it('on 500 generated lists', () => {
    for (let run = 0; run < 500; run += 1) {
      const cards = Array.from({ length: random(30) }, randomCard);
      const articleId = String(random(15));
      expect(chooseNeighbours(cards, articleId)).toEqual(pairwise(cards, articleId));
    }
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

describe('loadArticleNeighbours: one category list, many articles', () => {
  const fullCard = ({ id, publishedAt, redirectUrl }: Card): ArticleCard => ({
    id,
    title: `記事${id}のタイトル`,
    description: null,
    publishedAt,
    thumbnailUrl: null,
    isPr: false,
    isVideoArticle: false,
    mainCategory: { id: '1', code: 'news', nameJa: 'ニュース', isMainCategory: true },
    subCategories: null,
    reTweetCount: 0,
    redirectUrl,
    liveState: null,
  });
  // One list object per answer, as the fetcher gives every request that shares an answer.
  const answering = (cards: Card[]) => {
    const list = { count: cards.length, page: 1, data: cards.map(fullCard) };
    return (async () => list) as unknown as FetchSource;
  };
  const load = (fetchSource: FetchSource, articleId: string) => loadArticleNeighbours(fetchSource, { articleId, mainCategoryCode: 'news' });
  const idsOf = (neighbours: Awaited<ReturnType<typeof load>>) => [neighbours.previous?.id ?? null, neighbours.next?.id ?? null];

  it('each article of the list gets its own neighbours, the same on every request', async () => {
    const fetchSource = answering(LIST);
    const first = await load(fetchSource, '30');
    expect(idsOf(first)).toEqual(['20', '40']);
    expect(idsOf(await load(fetchSource, '50'))).toEqual(['40', null]);
    expect(idsOf(await load(fetchSource, '99'))).toEqual([null, null]);
    const again = await load(fetchSource, '30');
    expect(again).toEqual(first);
    expect(again.previous).toMatchObject({ id: '20', title: '記事20のタイトル', href: '/article/202611/20/' });
  });

  it('a new answer of the list (an article published since) is read anew', async () => {
    expect(idsOf(await load(answering(LIST), '50'))).toEqual(['40', null]);
    expect(idsOf(await load(answering([card('60', '2026-11-28T10:00:00+09:00'), ...LIST]), '50'))).toEqual(['40', '60']);
  });
});
