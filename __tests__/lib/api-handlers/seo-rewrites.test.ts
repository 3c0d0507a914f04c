/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

// Next's own route-matching pieces, used the way its router uses them (filesystem.ts
// buildCustomRoute): strict matching, and a user route's regex also accepts a trailing slash.
/* eslint-disable @typescript-eslint/no-require-imports */
const loadCustomRoutes = require('next/dist/lib/load-custom-routes').default as (config: object) => Promise<CustomRoutes>;
const { defaultConfig } = require('next/dist/server/config-shared') as { defaultConfig: object };
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match') as {
  getPathMatch: (source: string, options: object) => (pathname: string) => false | Record<string, string>;
};
const { modifyRouteRegex } = require('next/dist/lib/redirect-status') as { modifyRouteRegex: (regex: string) => string };
const { compile } = require('next/dist/compiled/path-to-regexp') as { compile: (path: string, options: object) => (params: object) => string };
const nextConfig = require('../../../next.config.js') as NextConfig;
/* eslint-enable @typescript-eslint/no-require-imports */

interface Route {
  source: string;
  destination: string;
  internal?: boolean;
  has?: unknown[];
  missing?: unknown[];
}
interface CustomRoutes {
  redirects: Route[];
  rewrites: { beforeFiles: Route[]; afterFiles: Route[]; fallback: Route[] };
}

const ROOT = path.resolve(__dirname, '../../..');

function matcher(route: Route) {
  return getPathMatch(route.source, {
    strict: true,
    removeUnnamedParams: true,
    regexModifier: (regex: string) => (route.internal ? regex : modifyRouteRegex(regex)),
  });
}

/** What Next does with a request path: a redirect, a rewrite to a path, or neither. */
async function route(pathname: string): Promise<{ redirect?: string; rewrite?: string }> {
  const routes = await loadCustomRoutes({ ...defaultConfig, ...nextConfig });
  for (const redirect of routes.redirects.filter((candidate) => !candidate.has)) {
    const params = matcher(redirect)(pathname);
    if (params) return { redirect: compile(redirect.destination, { validate: false })(params) };
  }
  for (const rewrite of [...routes.rewrites.beforeFiles, ...routes.rewrites.afterFiles]) {
    const params = matcher(rewrite)(pathname);
    if (params) return { rewrite: compile(rewrite.destination, { validate: false })(params) };
  }
  return {};
}

/** The pages/ file that answers an API path (static segments first, then a [dynamic] one). */
function pageFileFor(apiPath: string): string | null {
  let directory = path.join(ROOT, 'pages');
  const segments = apiPath.split('/').filter(Boolean);
  for (const [index, segment] of segments.entries()) {
    const isLast = index === segments.length - 1;
    if (isLast && existsSync(path.join(directory, `${segment}.ts`))) return path.join(directory, `${segment}.ts`);
    if (existsSync(path.join(directory, segment))) {
      directory = path.join(directory, segment);
    } else {
      const dynamic = readdirSync(directory).find((name) => /^\[[^.]+\](\.ts)?$/.test(name));
      if (!dynamic) return null;
      if (isLast && dynamic.endsWith('.ts')) return path.join(directory, dynamic);
      directory = path.join(directory, dynamic);
    }
    if (isLast && existsSync(path.join(directory, 'index.ts'))) return path.join(directory, 'index.ts');
  }
  return null;
}

describe('public SEO addresses in next.config.js (trailingSlash: true)', () => {
  it.each([
    ['/robots.txt', '/api/seo/robots', 'pages/api/seo/robots.ts'],
    ['/sitemap.xml', '/api/seo/sitemap', 'pages/api/seo/sitemap.ts'],
    ['/sitemaps/articles-202611.xml', '/api/seo/sitemaps/articles-202611.xml', 'pages/api/seo/sitemaps/[file].ts'],
    ['/sitemaps/news.xml', '/api/seo/sitemaps/news.xml', 'pages/api/seo/sitemaps/[file].ts'],
    ['/feed/', '/api/seo/feed', 'pages/api/seo/feed/index.ts'],
    ['/category/news/feed/', '/api/seo/feed/category/news', 'pages/api/seo/feed/category/[categoryCode].ts'],
  ])('%s is answered in place (no redirect) by %s', async (publicPath, apiPath, file) => {
    expect(await route(publicPath)).toEqual({ rewrite: apiPath });
    expect(pageFileFor(apiPath)).toBe(path.join(ROOT, file));
  });

  it.each([
    ['/feed', '/feed/'],
    ['/category/news/feed', '/category/news/feed/'],
    ['/sitemap.xml/', '/sitemap.xml'],
    ['/robots.txt/', '/robots.txt'],
  ])('%s is redirected to %s first (trailing slash rule)', async (publicPath, target) => {
    expect(await route(publicPath)).toEqual({ redirect: target });
  });

  it.each(['/category/news/page/1/', '/', '/article/202611/100001/', '/api/seo-nothing/'])('%s is not rewritten', async (pagePath) => {
    expect((await route(pagePath)).rewrite).toBeUndefined();
  });
});
