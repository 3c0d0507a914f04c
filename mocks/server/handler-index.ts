import type { HttpHandler } from 'msw';

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * msw tries handlers one by one; with ~50 of them that dominates a request. Index the exact paths
 * so each request is offered only its own handlers (wildcards such as `/images/*` stay as fallback).
 */
export function indexHandlers(handlers: HttpHandler[]): (pathname: string) => HttpHandler[] {
  const exact = new Map<string, HttpHandler[]>();
  const wildcard: HttpHandler[] = [];
  for (const handler of handlers) {
    const path = handler.info.path;
    if (typeof path !== 'string' || /[*:]/.test(new URL(path).pathname)) {
      wildcard.push(handler);
      continue;
    }
    const key = trimSlash(new URL(path).pathname);
    exact.set(key, [...(exact.get(key) ?? []), handler]);
  }
  return (pathname) => exact.get(trimSlash(pathname)) ?? wildcard;
}
