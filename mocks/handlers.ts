import { http, type HttpHandler } from 'msw';
import { z } from 'zod';
import { SOURCE_NAMES, SOURCES, type SourceName } from '@/api-clients/sources';
import { getDataset, type Dataset } from './data';
import { ARTICLE_RANKING_KINDS } from './data/rankings';
import { artImageResponse } from './http/art-image';
import { errorResponse, jsonResponse, NotFound, PAGE_SIZE, paginate } from './http/responses';
import { adResolvers } from './resolvers/ads';
import { articleResolvers, searchArticles } from './resolvers/articles';
import { gameResolvers } from './resolvers/games';
import { historyResolvers } from './resolvers/history';
import { matomeResolvers } from './resolvers/matome';
import { articleRanking, rankingResolvers } from './resolvers/rankings';
import { scheduleResolvers } from './resolvers/schedule';
import { siteResolvers } from './resolvers/site';
import type { Resolver, ResolverTable, ServedSourceName } from './resolvers/types';

/** Every source the content API answers; a missing one is a type error here. */
const RESOLVERS: ResolverTable<ServedSourceName> = {
  ...adResolvers,
  ...articleResolvers,
  ...gameResolvers,
  ...historyResolvers,
  ...matomeResolvers,
  ...rankingResolvers,
  ...scheduleResolvers,
  ...siteResolvers,
};

export interface HandlerOptions {
  /** Defaults to the memoised `getDataset()`, built on first request. */
  dataset?: Dataset;
  /** Parse every body with its response schema before sending (tests, `MOCK_VALIDATE_RESPONSES=1`). */
  validateResponses?: boolean;
}

/** Any non-empty `user:password` pair is accepted; the mock only checks that credentials are sent. */
function hasBasicCredentials(request: Request): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && colon < decoded.length - 1;
}

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** Sources grouped by backend path: `/api/article` and `/api/q/articles` each serve two sources. */
function sourcesByPath(): Map<string, ServedSourceName[]> {
  const byPath = new Map<string, ServedSourceName[]>();
  for (const name of SOURCE_NAMES) {
    if (SOURCES[name].backend === 'site') continue;
    const served = name as ServedSourceName;
    if (!RESOLVERS[served]) throw new Error(`No mock resolver for source ${name}`);
    byPath.set(SOURCES[name].path, [...(byPath.get(SOURCES[name].path) ?? []), served]);
  }
  return byPath;
}

function answer(name: SourceName, body: unknown, validate: boolean): Response {
  if (body instanceof NotFound) return errorResponse(404, 'Not Found', { message: body.message });
  if (validate) {
    const parsed = SOURCES[name].response.safeParse(body);
    if (!parsed.success) return errorResponse(500, 'Mock response breaks the contract', { source: name, issues: parsed.error.issues });
  }
  return jsonResponse(body);
}

function sourceHandler(baseUrl: string, path: string, names: ServedSourceName[], data: () => Dataset, validate: boolean): HttpHandler {
  const needsAuth = names.some((name) => SOURCES[name].backend === 'history');
  return http.get(`${baseUrl}${path}`, ({ request }) => {
    if (needsAuth && !hasBasicCredentials(request)) {
      return new Response(JSON.stringify({ error: 'Unauthorized' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'WWW-Authenticate': 'Basic realm="history"' },
      });
    }
    const query = queryOf(request);
    let firstIssues: z.core.$ZodIssue[] | undefined;
    // Sources sharing a path have strict, disjoint params: the one whose schema accepts the query answers.
    for (const name of names) {
      const parsed = SOURCES[name].params.safeParse(query);
      if (parsed.success) {
        const resolver = RESOLVERS[name] as Resolver<typeof name>;
        return answer(name, resolver(parsed.data as never, data()), validate);
      }
      firstIssues ??= parsed.error.issues;
    }
    return errorResponse(400, 'Bad Request', { issues: firstIssues ?? [] });
  });
}

const rankingQuery = z.strictObject({
  type: z.enum(ARTICLE_RANKING_KINDS),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
const searchQuery = z.strictObject({
  keyword: z.string().trim().min(1).max(100),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** Spec §7 paths outside the registry: generic ranking and search, logging, images and health. */
function extraHandlers(baseUrl: string, data: () => Dataset): HttpHandler[] {
  return [
    http.get(`${baseUrl}/api/ranking`, ({ request }) => {
      const parsed = rankingQuery.safeParse(queryOf(request));
      if (!parsed.success) return errorResponse(400, 'Bad Request', { issues: parsed.error.issues });
      return jsonResponse(articleRanking(data(), parsed.data.type, parsed.data.limit));
    }),
    http.get(`${baseUrl}/api/search`, ({ request }) => {
      const parsed = searchQuery.safeParse(queryOf(request));
      if (!parsed.success) return errorResponse(400, 'Bad Request', { issues: parsed.error.issues });
      const { keyword, page, limit } = parsed.data;
      return jsonResponse(paginate(searchArticles(data(), keyword), page, limit ?? PAGE_SIZE.articles, (r) => r.card));
    }),
    http.post(`${baseUrl}/api/logging`, () => new Response(null, { status: 204 })),
    http.get(`${baseUrl}/images/*`, ({ request }) => artImageResponse(data(), new URL(request.url))),
    http.get(`${baseUrl}/health`, () => jsonResponse({ status: 'ok', articleCount: data().articleCount, now: data().now })),
  ];
}

/** msw handlers for the whole content API, mounted at `baseUrl` (tests and the standalone server share them). */
export function createHandlers(baseUrl: string, options: HandlerOptions = {}): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  const data = () => options.dataset ?? getDataset();
  const validate = options.validateResponses ?? process.env.MOCK_VALIDATE_RESPONSES === '1';
  const handlers = [...sourcesByPath()].map(([path, names]) => sourceHandler(base, path, names, data, validate));
  return [...handlers, ...extraHandlers(base, data)];
}
