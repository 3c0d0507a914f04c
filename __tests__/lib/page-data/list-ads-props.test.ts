/** @jest-environment node */
// Sponsored-card candidates (spec §9) travel in the props of every page view that renders an article
// list, and only there: a view without one neither asks for campaigns nor carries them.
import { toJstYearMonth } from '@/foundation/format/date';
import { runPageData } from '@/lib/page-config/run-page-data';
import { getDataset } from '@/mocks/data';
import { captureLogs, dataNow, makeFetchSource, setupContentApi } from '../../support/content-api';
import { READER_USER_AGENTS } from '../../support/readers';
import { propsOf } from './list-page-helpers';

const server = setupContentApi();
captureLogs();

const dataset = getDataset();
const game = dataset.games.find((candidate) => (dataset.articles.byGame.get(candidate.gameId)?.length ?? 0) > 10)!;
const [collection] = [...dataset.matome.keys()];
const historyMonth = dataset.history[0]!.yearMonth;

/** [view, route, params, query]: page views whose main list is an article list. */
const WITH_LIST = [
  ['search results (articles)', '/search/', {}, { q: 'ゲーム' }],
  ['archive month', '/archive/', {}, { yearMonth: toJstYearMonth(dataNow().toISOString()) }],
  ['archive-history month (old-site articles)', '/archive-history/', {}, { yearMonth: historyMonth }],
  ['search-history results (old-site articles)', '/search-history/', {}, { q: 'ゲーム' }],
  ['special collection', '/special/[matomeDirectoryName]/', { matomeDirectoryName: collection! }, {}],
  ['weekly magazine issue', '/special/content/weeklyplaynote/', {}, {}],
  ['game title articles', '/game/title/[gameId]/page/[pageNumber]/', { gameId: game.gameId, pageNumber: '1' }, {}],
] as const;

/** Page views of list routes that render no article list (rankings: decided, see ranking/article.ts). */
const WITHOUT_LIST = [
  ['search prompt (no keyword)', '/search/', {}, {}],
  ['search results (games)', '/search/', {}, { q: 'ゲーム', type: 'game' }],
  ['search-history prompt', '/search-history/', {}, {}],
  ['archive month index', '/archive/', {}, {}],
  ['archive-history month index', '/archive-history/', {}, {}],
  ['article ranking', '/ranking/article/', {}, {}],
  ['game-sales ranking', '/ranking/game-sales/', {}, {}],
  ['Amazon ranking', '/ranking/amazon/', {}, {}],
  ['release schedule', '/schedule/', {}, {}],
  ['game title images', '/game/title/[gameId]/images/page/[pageNumber]/', { gameId: game.gameId, pageNumber: '1' }, {}],
  ['game title videos', '/game/title/[gameId]/videos/page/[pageNumber]/', { gameId: game.gameId, pageNumber: '1' }, {}],
  ['game title reviews', '/game/title/[gameId]/reviews/', { gameId: game.gameId }, {}],
] as const;

let campaignRequests = 0;
const countCampaigns = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.startsWith('/advertising-campaign')) campaignRequests += 1;
};
beforeEach(() => {
  campaignRequests = 0;
  server.events.on('request:start', countCampaigns);
});
afterEach(() => server.events.removeListener('request:start', countCampaigns));

async function propsFor(routePath: string, params: Record<string, string>, query: Record<string, string>) {
  const result = await runPageData({ routePath, params, query: { ...params, ...query }, fetchSource: makeFetchSource(1_000), userAgent: READER_USER_AGENTS.PC });
  if (!result) throw new Error(`no page configuration for ${routePath}`);
  return propsOf<{ sponsoredCandidates?: unknown[] }>(result);
}

describe('sponsored-card candidates in list page props', () => {
  it.each(WITH_LIST)('%s: carries the device’s candidates (one campaign request)', async (_view, route, params, query) => {
    const props = await propsFor(route, params, query);
    expect(props.sponsoredCandidates?.length).toBeGreaterThan(0);
    expect(campaignRequests).toBe(1);
  });

  it.each(WITHOUT_LIST)('%s: no candidates and no campaign request', async (_view, route, params, query) => {
    const props = await propsFor(route, params, query);
    expect(props.sponsoredCandidates ?? []).toEqual([]);
    expect(campaignRequests).toBe(0);
  });
});
