// The baseline of benchmark items 1 and 2: the SAME React tree as the Next article page
// (pages/_app.tsx around components/pages/article-page-view.tsx, with the same props), rendered
// by react-dom/server renderToString in a plain node:http server. No Next request pipeline, no
// getServerSideProps, no streaming: one renderToString per request.
//
//   NODE_ENV=production PROPS_FILE=props.json PORT=0 node scripts/bench/plain-server.mjs
//
// The TSX tree is loaded with tsx (its CommonJS hook); Sass imports are stubbed: every class name
// is its own key (Next emits hashed names of about the same length). next/head
// is collected through the same HeadManagerContext Next uses, so the <head> has the page's tags;
// the props go into a __NEXT_DATA__ script as a hydrating server would have to ship them.
// Item 2 (warm-cache page vs props hard-coded) is measured on this same renderer: /page-data/ runs
// the real page-data function (lib/page-config/run-page-data.ts with the real source cache and the
// content API, as getServerSideProps does) before rendering; / renders the fixed props.
// Prints "listening <port>" on stdout when ready.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { register as registerTsx } from 'tsx/cjs/api';

const require = createRequire(pathToFileURL(`${process.cwd()}/package.json`));
// tsx compiles the tree to CommonJS, so Sass imports also arrive through require().
const classNames = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? key : undefined) });
for (const extension of ['.scss', '.sass', '.css']) {
  require.extensions[extension] = (module) => {
    module.exports = { __esModule: true, default: classNames };
  };
}
const React = require('react');
const { renderToString, renderToStaticMarkup } = require('react-dom/server');
const { RouterContext } = require('next/dist/shared/lib/router-context.shared-runtime');
const { HeadManagerContext } = require('next/dist/shared/lib/head-manager-context.shared-runtime');

// tsx's CommonJS hook without a namespace, so the `.scss` handler above sees plain file names.
registerTsx();
const { default: App } = require('./pages/_app.tsx');
const { ArticlePageView } = require('./components/pages/article-page-view.tsx');

const { runPageData, withIslands } = require('./lib/page-config/run-page-data.ts');
const { findRoute } = require('./lib/page-config/route-table.ts');
const { renderIslands } = require('./components/pages/island-renderers.ts');
const { getFetchSource } = require('./api-clients/content-api.ts');

// The refresh endpoint's answer carries the islands' HTML (decision 032); rendering them is part of
// rendering the page, as in getServerSideProps, so both paths below render them from the props.
const fixedProps = JSON.parse(readFileSync(process.env.PROPS_FILE, 'utf8'));
delete fixedProps.islands;
const ROUTE_PATTERN = '/article/[publicationDate]/[articleId]/';
const ROUTE = findRoute(ROUTE_PATTERN);
const routeParams = JSON.parse(process.env.ROUTE_PARAMS ?? '{}');
const asPath = process.env.PAGE_PATH ?? '/';
const router = {
  route: '/article/[publicationDate]/[articleId]',
  pathname: '/article/[publicationDate]/[articleId]',
  asPath,
  query: {},
  basePath: '',
  isReady: true,
  isFallback: false,
  isPreview: false,
  isLocaleDomain: false,
  events: { on() {}, off() {}, emit() {} },
  push: async () => true,
  replace: async () => true,
  reload() {},
  back() {},
  forward() {},
  prefetch: async () => undefined,
  beforePopState() {},
};
const h = React.createElement;

function renderPage(pageProps) {
  const props = withIslands(ROUTE, pageProps, renderIslands);
  let head = [];
  const headManager = { updateHead: (state) => (head = state), updateScripts() {}, scripts: {}, mountedInstances: new Set() };
  const body = renderToString(
    h(
      RouterContext.Provider,
      { value: router },
      h(HeadManagerContext.Provider, { value: headManager }, h(App, { Component: ArticlePageView, pageProps: props, router })),
    ),
  );
  const headHtml = renderToStaticMarkup(h(React.Fragment, null, ...head));
  const data = JSON.stringify({ props: { pageProps: props }, page: router.route, query: {} }).replace(/</g, '\\u003c');
  return `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"/>${headHtml}</head><body><div id="__next">${body}</div><script id="__NEXT_DATA__" type="application/json">${data}</script></body></html>`;
}

/** The page's props as getServerSideProps makes them: the real page-data function and source cache. */
async function pageDataProps() {
  const result = await runPageData({ routePath: ROUTE_PATTERN, params: routeParams, query: { ...routeParams }, fetchSource: getFetchSource(), requestPath: asPath });
  if (result?.kind !== 'props') throw new Error(`page data: ${result?.kind ?? 'no route'}`);
  return result.props;
}

// GET /            renders the fixed props (fetched once from the site: "props hard-coded");
// GET /page-data/  runs the page-data function first (warm source cache), then renders.
renderPage(fixedProps); // fail fast (and warm up) before listening
if (routeParams.articleId) renderPage(await pageDataProps());
const server = createServer(async (req, res) => {
  try {
    const html = renderPage(req.url?.startsWith('/page-data/') ? await pageDataProps() : fixedProps);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html) });
    res.end(html);
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end(String(error?.stack ?? error));
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`listening ${server.address().port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
