import type { IslandHtml } from '@/foundation/site/html-only';
import { withIslands } from '../../../support/islands';
import type { CrossReview } from '@/api-clients/schemas/game';
import { handlePageRequest, type PageRequestOptions } from '@/lib/page-config/server-side-props';
import { runPageData } from '@/lib/page-config/run-page-data';
import { getDataset, type ArticleRecord } from '@/mocks/data';
import type { GameRecord, GameVideoRecord, TitleGroupRecord } from '@/mocks/data/types';
import { makeFetchSource } from '../../../support/content-api';

/** Route patterns of the game pages (lib/page-config/groups/game.ts). */
export const GAME_ROUTES = {
  articles: '/game/title/[gameId]/page/[pageNumber]/',
  images: '/game/title/[gameId]/images/page/[pageNumber]/',
  reviews: '/game/title/[gameId]/reviews/',
  videos: '/game/title/[gameId]/videos/page/[pageNumber]/',
} as const;

/** What the bundled data set holds for one game title. */
export interface GameFacts {
  game: GameRecord;
  articles: ArticleRecord[];
  imageCount: number;
  videos: GameVideoRecord[];
  reviews: CrossReview[];
  group: TitleGroupRecord | null;
}

function factsOf(game: GameRecord): GameFacts {
  const dataset = getDataset();
  const articles = dataset.articles.byGame.get(game.gameId) ?? [];
  return {
    game,
    articles,
    imageCount: articles.reduce((sum, record) => sum + record.imageCount, 0),
    videos: dataset.videosByGame.get(game.gameId) ?? [],
    reviews: dataset.reviewsByGame.get(game.gameId) ?? [],
    group: game.titleGroupId ? (dataset.titleGroupById.get(game.titleGroupId) ?? null) : null,
  };
}

/** The first game title of the bundled data set that satisfies `predicate`. */
export function findGame(predicate: (facts: GameFacts) => boolean): GameFacts {
  for (const game of getDataset().games) {
    const facts = factsOf(game);
    if (predicate(facts)) return facts;
  }
  throw new Error('no game in the dataset matches');
}

/** A game id that is well formed but not in the data set. */
export const UNKNOWN_GAME_ID = '99999999';

function fakeResponse() {
  const headers: Record<string, string> = {};
  return {
    statusCode: 200,
    headers,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
  };
}

/** SSR of one game route as Next would run it (404s, redirects, error pages included). */
export async function requestGamePage(routePath: string, params: Record<string, string>, options: Partial<PageRequestOptions> = {}) {
  const res = fakeResponse();
  const result = await handlePageRequest(
    routePath,
    { params, query: { ...params }, res: res as never },
    { fetchSource: makeFetchSource(1_000), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false, ...options },
  );
  return { result, res };
}

/** Props of a game route that must answer with a page. */
export async function gamePageProps<P>(routePath: string, params: Record<string, string>): Promise<P> {
  const result = await runPageData({ routePath, params, query: {}, fetchSource: makeFetchSource() });
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as P;
}

/** The props of an SSR answer that must be a page (fails the test otherwise). */
export function ssrProps<P>(result: Awaited<ReturnType<typeof requestGamePage>>['result']): P {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as P;
}

/** gamePageProps with the page's static islands, as its page file's getServerSideProps adds them: what the page view renders. */
export async function gameViewProps<P extends object>(routePath: string, params: Record<string, string>): Promise<P & { islands: IslandHtml }> {
  return withIslands(routePath, await gamePageProps<P>(routePath, params));
}
