import { EventEmitter } from 'node:events';
import type { NextApiRequest, NextApiResponse } from 'next';

/** A request and a recording response for calling a `pages/api` route in jest. */
export function fakeApiExchange(method: string, query: Record<string, string>) {
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    setHeader(name: string, value: string) {
      this.headers[name] = value;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
    },
  });
  return { req: { method, query, headers: {} } as unknown as NextApiRequest, res, apiRes: res as unknown as NextApiResponse };
}
