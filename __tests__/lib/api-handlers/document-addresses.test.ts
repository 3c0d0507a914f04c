/** @jest-environment node */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

// Next's own route-matching pieces, used the way its server uses them: redirects first (the
// trailingSlash rule among them, filesystem.ts buildCustomRoute: strict matching, a user route's
// regex also accepts a trailing slash), then the page files, static routes before dynamic ones in
// Next's order.
/* eslint-disable @typescript-eslint/no-require-imports */
const loadCustomRoutes = require('next/dist/lib/load-custom-routes').default as (config: object) => Promise<CustomRoutes>;
const { defaultConfig } = require('next/dist/server/config-shared') as { defaultConfig: object };
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match') as {
  getPathMatch: (source: string, options: object) => (pathname: string) => false | Record<string, string>;
};
const { modifyRouteRegex } = require('next/dist/lib/redirect-status') as { modifyRouteRegex: (regex: string) => string };
const { compile } = require('next/dist/compiled/path-to-regexp') as { compile: (path: string, options: object) => (params: object) => string };
const { getSortedRoutes } = require('next/dist/shared/lib/router/utils/sorted-routes') as { getSortedRoutes: (routes: string[]) => string[] };
const { getRouteRegex } = require('next/dist/shared/lib/router/utils/route-regex') as { getRouteRegex: (route: string) => { re: RegExp; groups: object } };
const { getRouteMatcher } = require('next/dist/shared/lib/router/utils/route-matcher') as {
  getRouteMatcher: (regex: { re: RegExp; groups: object }) => (pathname: string) => false | Record<string, string>;
};
const nextConfig = require('../../../next.config.js') as NextConfig;
/* eslint-enable @typescript-eslint/no-require-imports */

interface Route {
  source: string;
  destination: string;
  internal?: boolean;
  has?: unknown[];
}
interface CustomRoutes {
  redirects: Route[];
}

const ROOT = path.resolve(__dirname, '../../..');
const PAGES = path.join(ROOT, 'pages');

/** Every page file under pages/ (API routes aside) by the route Next gives it. */
function pageRoutes(): Map<string, string> {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? (name === 'api' ? [] : walk(file)) : [file];
    });
  return new Map(
    walk(PAGES)
      .filter((file) => /\.tsx?$/.test(file) && !/\/_[^/]+$/.test(file))
      .map((file) => [`/${path.relative(PAGES, file).replace(/\.tsx?$/, '')}`.replace(/\/index$/, '') || '/', path.relative(ROOT, file)]),
  );
}

function redirectMatcher(route: Route) {
  return getPathMatch(route.source, {
    strict: true,
    removeUnnamedParams: true,
    regexModifier: (regex: string) => (route.internal ? regex : modifyRouteRegex(regex)),
  });
}

/** What Next does with a request path: a redirect, or the page file that answers it (or neither). */
async function route(pathname: string): Promise<{ redirect?: string; page?: string }> {
  const routes = await loadCustomRoutes({ ...defaultConfig, ...nextConfig });
  for (const redirect of routes.redirects.filter((candidate) => !candidate.has)) {
    const params = redirectMatcher(redirect)(pathname);
    if (params) return { redirect: compile(redirect.destination, { validate: false })(params) };
  }
  const pages = pageRoutes();
  const unslashed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const match = getSortedRoutes([...pages.keys()]).find((page) => page === unslashed || getRouteMatcher(getRouteRegex(page))(unslashed));
  return match ? { page: pages.get(match) } : {};
}

describe('robots.txt, sitemaps, feeds and calendars at their public addresses (trailingSlash: true)', () => {
  it('next.config.js has no rewrites (a rewrite puts Next\'s rewrite resolver in every browser, decision 024)', () => {
    expect(nextConfig.rewrites).toBeUndefined();
  });

  it.each([
    ['/robots.txt', 'pages/robots.txt.ts'],
    ['/sitemap.xml', 'pages/sitemap.xml.ts'],
    ['/sitemaps/articles-202611.xml', 'pages/sitemaps/[file].ts'],
    ['/sitemaps/news.xml', 'pages/sitemaps/[file].ts'],
    ['/feed/', 'pages/feed.ts'],
    ['/category/news/feed/', 'pages/category/[categoryCode]/feed.ts'],
    ['/schedule/calendar/all-platforms.ics', 'pages/schedule/calendar/[platformFile].ts'],
    ['/game/title/11230/release/ps5.ics', 'pages/game/title/[gameId]/release/[platformFile].ts'],
    ['/game/title/11230/feed/', 'pages/game/title/[gameId]/feed.ts'],
  ])('%s is answered in place (no redirect) by %s', async (publicPath, file) => {
    expect(await route(publicPath)).toEqual({ page: file });
  });

  it.each([
    ['/feed', '/feed/'],
    ['/category/news/feed', '/category/news/feed/'],
    ['/game/title/11230/feed', '/game/title/11230/feed/'],
    ['/sitemap.xml/', '/sitemap.xml'],
    ['/robots.txt/', '/robots.txt'],
    ['/schedule/calendar/ps5.ics/', '/schedule/calendar/ps5.ics'],
  ])('%s is redirected to %s first (trailing slash rule)', async (publicPath, target) => {
    expect(await route(publicPath)).toEqual({ redirect: target });
  });

  it.each([
    ['/category/news/page/1/', 'pages/category/[categoryCode]/page/[pageNumber].tsx'],
    ['/schedule/ps5/202603/', 'pages/schedule/[gamePlatforms]/[gameReleaseDate].tsx'],
    ['/game/title/11230/page/1/', 'pages/game/title/[gameId]/page/[pageNumber].tsx'],
    ['/', 'pages/index.tsx'],
  ])('the reader pages around them keep their files: %s → %s', async (pagePath, file) => {
    expect(await route(pagePath)).toEqual({ page: file });
  });
});
