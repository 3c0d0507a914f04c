import type { NextApiRequest, NextApiResponse } from 'next';

export interface JsonResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const jsonError = (status: number, error: string, message: string): JsonResponse => ({
  status,
  body: { error, message },
  headers: { 'Cache-Control': 'no-store' },
});

/** Query values as single strings; null when any value is repeated (an array where a string is expected). */
export function singleValuedQuery(query: NextApiRequest['query']): Record<string, string> | null {
  // No prototype: `?__proto__=1` must stay an (unknown, rejected) parameter, not vanish into the
  // prototype setter and pass the strict schemas unseen.
  const result: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') return null;
    result[key] = value;
  }
  return result;
}

/** Writes a handler's answer through Next's API response; only GET (and HEAD) are allowed. */
export async function sendJson(
  req: NextApiRequest,
  res: NextApiResponse,
  handler: (query: NextApiRequest['query']) => Promise<JsonResponse>,
): Promise<void> {
  const answer =
    req.method === 'GET' || req.method === 'HEAD'
      ? await handler(req.query)
      : { ...jsonError(405, 'method_not_allowed', 'GET only'), headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } };
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  res.status(answer.status).json(answer.body);
}
