import { isApiError } from '@/api-clients/api-error';

/**
 * HTTP status a reader gets when a page's essential data failed: the upstream's timeout stays a
 * 504, any other upstream failure is a 502, and our own bugs are a 500.
 */
export function errorStatusFor(error: unknown): 500 | 502 | 504 {
  if (!isApiError(error)) return 500;
  return error.status === 504 ? 504 : 502;
}

const ERROR_PAGE_STATUSES = new Set([500, 502, 503, 504]);

/** The `status` query of `/error/`: one of the 5xx the site produces, else 500. */
export function parseErrorPageStatus(raw: string | string[] | undefined): number {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return ERROR_PAGE_STATUSES.has(value) ? value : 500;
}
