import { isAxiosError } from 'axios';

/** The API error record of spec §3/§8. */
export interface ApiErrorRecord {
  name: 'ApiError';
  code: string;
  url: string;
  status: number;
  statusText: string;
  data: unknown;
  requestHeader: Record<string, string>;
  responseHeader: Record<string, string>;
  method: string;
  endpoint: string;
  params: Record<string, unknown>;
  log: string;
}

/** Status for a request that timed out (code ECONNABORTED), spec §8. */
export const TIMEOUT_STATUS = 504;
export const TIMEOUT_STATUS_TEXT = 'Request Timeout';
/** Status for a request that got no response at all, spec §8. */
export const NO_RESPONSE_STATUS = -1;
/** Status used when the upstream answered 2xx with a body we cannot use. */
export const BAD_UPSTREAM_BODY_STATUS = 502;

const REDACTED_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);
/** Upstream bodies are kept in the record only up to this many characters. */
const MAX_LOGGED_BODY_CHARS = 2_000;

/**
 * Next builds pages and API routes into separate runtimes, each with its own copy of this module,
 * while the process shares one fetcher: an ApiError may come from the other copy's class, which
 * `instanceof` does not recognise. The registered symbol is the same in every copy.
 */
const API_ERROR_BRAND = Symbol.for('playnote.ApiError');

export class ApiError extends Error {
  readonly record: ApiErrorRecord;

  constructor(record: ApiErrorRecord) {
    super(record.log);
    this.name = 'ApiError';
    this.record = record;
    Object.defineProperty(this, API_ERROR_BRAND, { value: true });
  }

  get status(): number {
    return this.record.status;
  }

  /** True when the upstream said the thing does not exist (page should 404, not 5xx). */
  get isNotFound(): boolean {
    return this.record.status === 404;
  }
}

/** True for an ApiError built by any copy of this module (see API_ERROR_BRAND). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (typeof error === 'object' && error !== null && API_ERROR_BRAND in error);
}

/**
 * The upstream failed to answer usefully: no answer, a timeout, a 5xx, or a body that is not JSON
 * or outside the contract (status 502). A 4xx is an answer (the article is gone), never hidden by
 * a last good copy (decision 040).
 */
export function isUpstreamFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { status } = error.record;
  return status === NO_RESPONSE_STATUS || status >= 500;
}

export interface RequestContext {
  method: string;
  url: string;
  endpoint: string;
  params: Record<string, unknown>;
  requestHeaders?: Record<string, unknown>;
}

export function redactHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined || value === null || typeof value === 'object') continue;
    result[name] = REDACTED_HEADERS.has(name.toLowerCase()) ? '[redacted]' : String(value);
  }
  return result;
}

function truncateBody(data: unknown): unknown {
  if (typeof data === 'string' && data.length > MAX_LOGGED_BODY_CHARS) return `${data.slice(0, MAX_LOGGED_BODY_CHARS)}…`;
  return data;
}

function buildRecord(context: RequestContext, fields: Partial<ApiErrorRecord> & Pick<ApiErrorRecord, 'code' | 'status' | 'statusText'>): ApiErrorRecord {
  return {
    name: 'ApiError',
    url: context.url,
    data: null,
    requestHeader: redactHeaders(context.requestHeaders),
    responseHeader: {},
    method: context.method.toUpperCase(),
    endpoint: context.endpoint,
    params: context.params,
    log: `${context.method.toUpperCase()} ${context.endpoint} failed: ${fields.status} ${fields.statusText}`,
    ...fields,
  };
}

/**
 * The basic-auth password and token of a request: an upstream that echoes the Authorization header
 * in its error body or headers must not put them into the logged record (issue 7).
 */
function credentialsOf(auth: { username?: string; password?: string } | undefined): string[] {
  if (!auth?.password) return [];
  return [Buffer.from(`${auth.username ?? ''}:${auth.password}`).toString('base64'), auth.password];
}

function scrub<T>(value: T, secrets: string[]): T {
  if (secrets.length === 0 || value === null || value === undefined) return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (!secrets.some((secret) => text.includes(secret))) return value;
  const clean = secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), text);
  return (typeof value === 'string' ? clean : JSON.parse(clean)) as T;
}

/** Wraps any failure of an upstream request (spec §8). */
export function toApiError(error: unknown, context: RequestContext): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const requestHeaders = { ...(error.config?.headers ?? {}), ...(context.requestHeaders ?? {}) };
    const base = { ...context, requestHeaders };
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError(buildRecord(base, { code: 'ECONNABORTED', status: TIMEOUT_STATUS, statusText: TIMEOUT_STATUS_TEXT }));
    }
    if (error.response) {
      const secrets = credentialsOf(error.config?.auth);
      return new ApiError(
        buildRecord(base, {
          code: error.code ?? 'ERR_BAD_RESPONSE',
          status: error.response.status,
          statusText: error.response.statusText || 'Error',
          data: scrub(truncateBody(error.response.data), secrets),
          responseHeader: scrub(redactHeaders(error.response.headers as Record<string, unknown>), secrets),
        }),
      );
    }
    return new ApiError(
      buildRecord(base, { code: error.code ?? 'ERR_NETWORK', status: NO_RESPONSE_STATUS, statusText: error.message || 'No Response' }),
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(buildRecord(context, { code: 'ERR_UNKNOWN', status: NO_RESPONSE_STATUS, statusText: message }));
}

/**
 * A 2xx answer whose body is not JSON or does not match the contract. Scrubbed of the request's
 * credentials like any other answer (issue 35): a server that echoes Authorization in a 2xx body
 * or header must not put it into the log either.
 */
export function badBodyError(
  context: RequestContext,
  code: 'ERR_MALFORMED_JSON' | 'ERR_SCHEMA_MISMATCH',
  detail: string,
  responseHeaders?: Record<string, unknown>,
  auth?: { username?: string; password?: string },
): ApiError {
  const secrets = credentialsOf(auth);
  return new ApiError(
    buildRecord(context, {
      code,
      status: BAD_UPSTREAM_BODY_STATUS,
      statusText: code === 'ERR_MALFORMED_JSON' ? 'Malformed JSON' : 'Schema Mismatch',
      data: scrub(truncateBody(detail), secrets),
      responseHeader: scrub(redactHeaders(responseHeaders), secrets),
    }),
  );
}

/**
 * A call its page had no time left for (lib/page-config/page-upstream.ts): never sent upstream, a
 * timeout for the page (504) with its own code, so the log tells it from a call that was made.
 */
export function pageDeadlineError(context: RequestContext): ApiError {
  return new ApiError({
    ...buildRecord(context, { code: 'ERR_PAGE_DEADLINE', status: TIMEOUT_STATUS, statusText: TIMEOUT_STATUS_TEXT }),
    log: `GET ${context.endpoint} not sent: the page's time for the content API was spent`,
  });
}

/** Parameters that fail the source's schema are never sent upstream. */
export function invalidParamsError(context: RequestContext, sourceName: string): ApiError {
  return new ApiError({
    ...buildRecord(context, { code: 'ERR_INVALID_PARAMS', status: 400, statusText: 'Bad Request' }),
    log: `GET ${context.endpoint} rejected: invalid parameters for ${sourceName}`,
  });
}
