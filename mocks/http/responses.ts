import type { ListResponse } from '@/api-clients/schemas/common';

/** Page sizes of spec §9: articles 20, images 30, videos 30. */
export const PAGE_SIZE = { articles: 20, images: 30, videos: 30, games: 20 } as const;
/** Default size of unpaged lists (pickups, rankings, topics) when no `limit` is sent. */
export const DEFAULT_LIST_LIMIT = 10;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export function errorResponse(status: number, error: string, detail: Record<string, unknown> = {}): Response {
  return jsonResponse({ error, ...detail }, status);
}

/** A resolver's "no such thing" answer, turned into a 404 by the handler. */
export class NotFound {
  constructor(readonly message: string) {}
}

export function notFound(what: string, id: string): NotFound {
  return new NotFound(`${what} ${id} not found`);
}

/** `{count, page, data}` for one page; `count` is the total. A page past the end is empty. */
export function paginate<T, R = T>(
  items: readonly T[],
  page: number | undefined,
  limit: number,
  map: (item: T) => R = (item) => item as unknown as R,
): ListResponse<R> {
  const current = page ?? 1;
  const start = (current - 1) * limit;
  return { count: items.length, page: current, data: items.slice(start, start + limit).map(map) };
}

/** Lower-cased terms of a keyword; every term must match (AND search). */
export function keywordTerms(keyword: string): string[] {
  return keyword.toLowerCase().split(/[\s\u3000]+/).filter((term) => term.length > 0);
}

export function matchesAll(haystack: string, terms: readonly string[]): boolean {
  const text = haystack.toLowerCase();
  return terms.every((term) => text.includes(term));
}
