import type { z } from 'zod';
import type { AxiosResponse } from 'axios';
import { log } from '@/foundation/logging/logger';
import { badBodyError, invalidParamsError, isUpstreamFailure, pageDeadlineError, toApiError, type RequestContext } from './api-error';
import type { HttpClients } from './http-clients';
import { buildCacheKey, type FallbackKind, type ServerCache, type UpstreamResponse } from './cache/server-cache';
import { ParsedBodies } from './cache/parsed-bodies';
import { SOURCES, type SourceData, type SourceDefinition, type SourceName, type SourceParams } from './sources';

export type FetchSource = <N extends SourceName>(name: N, params: SourceParams<N>, options?: FetchOptions) => Promise<SourceData<N>>;

/** What one page's request adds to each of its source reads (lib/page-config/page-upstream.ts). */
export interface FetchOptions {
  /** Told when the data came from a kept copy because upstream failed (decision 040). */
  onFallback?: (source: SourceName, kind: FallbackKind) => void;
  /**
   * Epoch ms by which the page's upstream calls must be over: a call it starts waits at most the
   * time left, so calls in a row share one timeout. Never later than now + the client's timeout.
   */
  deadline?: number;
}

/**
 * A call with less of its page's time left than this is not sent (ERR_PAGE_DEADLINE): it could not
 * be answered in time, and a request aborted that early may not even reach the server.
 */
export const MIN_CALL_TIMEOUT_MS = 50;

export interface SourceFetcherDeps {
  http: HttpClients;
  cache: ServerCache;
  /** DEBUGGER switch: log every upstream call. */
  debug?: boolean;
  /** Told about every upstream call (for the metrics): its status (an ApiError's on failure) and duration. */
  onUpstreamCall?: (call: UpstreamCall) => void;
  /** What the uncached sources' answers parsed to, by their text (a new one per fetcher when not given). */
  parsedBodies?: ParsedBodies;
}

export interface UpstreamCall {
  source: SourceName;
  /** HTTP status of a usable answer, or the ApiError's status (504 timeout, -1 no answer, 502 bad body, …). */
  status: number;
  ok: boolean;
  ms: number;
}

/** Editors' previews are never kept as a last good copy: a copy is for readers' pages (decision 040). */
const isPreviewRead = (params: Record<string, unknown>): boolean => params.preview !== undefined || params.version !== undefined;

/** Drops undefined values so they are neither sent nor part of the cache key. */
function definedParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

/** An answer's text through JSON.parse and its source's contract; a bad one is a 502 ApiError. */
function checkedBody(text: string, contract: z.ZodType, context: RequestContext, answer: Pick<AxiosResponse, 'headers' | 'config'>): unknown {
  const headers = answer.headers as Record<string, unknown>;
  const auth = answer.config?.auth;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badBodyError(context, 'ERR_MALFORMED_JSON', String(text), headers, auth);
  }
  const parsed = contract.safeParse(body);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw badBodyError(context, 'ERR_SCHEMA_MISMATCH', detail, headers, auth);
  }
  return parsed.data;
}

/**
 * Builds the one function every page, proxy and refresh uses to read a content source:
 * validated params → cache (coalesced, per-source TTL, stale on error) → GET → JSON → contract.
 * Every failure is an ApiError, logged once per upstream call.
 */
export function createSourceFetcher({ http, cache, debug = false, onUpstreamCall, parsedBodies = new ParsedBodies() }: SourceFetcherDeps): FetchSource {
  return async function fetchSource(name, rawParams, options = {}) {
    const source = SOURCES[name];
    const backend = source.backend;
    if (backend === 'site') throw new Error(`Source ${name} is served by this site, not fetched upstream`);
    const baseUrl = http.baseUrls[backend];
    const context: RequestContext = {
      method: 'GET',
      url: `${baseUrl}${source.path}`,
      endpoint: source.path,
      params: rawParams as Record<string, unknown>,
    };

    const parsedParams = source.params.safeParse(rawParams);
    if (!parsedParams.success) {
      // A caller bug or hostile input that got past the route: never sent upstream.
      throw invalidParamsError(context, name);
    }
    const params = definedParams(parsedParams.data as Record<string, unknown>);
    const key = buildCacheKey(baseUrl, params, source.path);
    const preview = isPreviewRead(params);
    const keepLastGood = source.ttlMs === null && !preview;
    const answerTtlMs = (source as SourceDefinition).answerTtlMs;
    // Previews are never cached, live or not (decision 007).
    const ttlForAnswer = answerTtlMs && !preview ? (answer: UpstreamResponse<unknown>) => answerTtlMs(answer.data) : undefined;

    const response = await cache.getOrFetch(key, source.ttlMs, async (): Promise<UpstreamResponse<unknown>> => {
      const started = Date.now();
      const timeout = options.deadline === undefined ? undefined : options.deadline - started;
      try {
        if (timeout !== undefined && timeout < MIN_CALL_TIMEOUT_MS) throw pageDeadlineError({ ...context, params });
        const result = await http.clients[backend].get<string>(source.path, timeout === undefined ? { params } : { params, timeout });
        // A source that is not cached is called every time; an answer equal to an earlier one is
        // not parsed and checked again (api-clients/cache/parsed-bodies.ts).
        const remember = source.ttlMs === null && typeof result.data === 'string';
        const known = remember ? parsedBodies.get(name, result.data) : undefined;
        const data = known ? known.data : checkedBody(result.data, source.response, context, result);
        if (remember && !known) parsedBodies.set(name, result.data, data);
        if (debug) log('info', 'api-request', { source: name, endpoint: source.path, params, status: result.status, ms: Date.now() - started });
        onUpstreamCall?.({ source: name, status: result.status, ok: true, ms: Date.now() - started });
        return { status: result.status, data, bytes: typeof result.data === 'string' ? Buffer.byteLength(result.data) : undefined };
      } catch (error) {
        const apiError = toApiError(error, { ...context, params });
        log('error', 'api-error', { source: name, ...apiError.record });
        onUpstreamCall?.({ source: name, status: apiError.record.status, ok: false, ms: Date.now() - started });
        throw apiError;
      }
    }, name, { keepLastGood, fallsBackOn: isUpstreamFailure, ttlForAnswer });
    if (response.fallback) options.onFallback?.(name, response.fallback);
    return response.data as SourceData<typeof name>;
  };
}
