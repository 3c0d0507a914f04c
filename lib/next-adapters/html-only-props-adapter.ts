/*
 * HTML-only props (decision 017): the footer navigation and the static islands' HTML (decision
 * 032; the article body is one) go out once, as HTML, and not again in the HTML document's `__NEXT_DATA__`.
 * The one file that knows the Next behaviour this relies on. The pages router has no supported way
 * to render a prop on the server and leave it out of `__NEXT_DATA__` (the App Router's server components do that); Document.getInitialProps
 * with `renderPage({ enhanceApp })` could put back props that getServerSideProps left out, but
 * getServerSideProps would then have to tell HTML from `/_next/data` requests (an internal header)
 * and the mechanism would span three places. So, from the Document's render, this adapter leans on
 * the pages renderer of Next 16 (next/dist/server/render.js, next/dist/pages/_document.js):
 *   1. The page has rendered, from the full props, before the Document renders.
 *   2. The Document's `__NEXT_DATA__` prop is the very object that NextScript, rendered inside the
 *      Document after it, serialises into `<script id="__NEXT_DATA__">`: replacing its `props` there
 *      changes what the browser hydrates from, not what the page rendered from.
 *   3. The Document renders for HTML documents only; `/_next/data` answers (client navigations)
 *      serialise the props without it, so they keep the full props.
 * __tests__/e2e/next-adapters.test.mjs checks 1-3 against a built app under `next start`.
 */
import { contentFingerprint, ISLAND_IDS, type IslandHtml, type IslandId, type ServerHtmlFingerprints, type ServerHtmlId } from '@/foundation/site/html-only';
import type { AdSpace } from '@/api-clients/schemas/ads';
import type { ArticlePageProps } from '@/lib/page-data/article';
import type { LayoutData } from '@/lib/page-data/layout-data';

/** Page props as the Document sees them: any page's, so any level may be missing. */
type Maybe<T> = T extends readonly unknown[] ? T : T extends object ? { readonly [K in keyof T]?: Maybe<T[K]> | null } : T;

interface HtmlOnlyProp {
  /** The element its component renders it into (`data-server-html`). */
  element: ServerHtmlId;
  /** Where it sits in the page props, learnt from its typed selector. */
  path: readonly string[];
}

/** The property names a selector reads, in order: it runs once on a recorder instead of props. */
function pathOf<P>(select: (props: Maybe<P>) => unknown): readonly string[] {
  const path: string[] = [];
  const recorder: object = new Proxy(
    {},
    {
      get: (_target, key) => {
        path.push(String(key));
        return recorder;
      },
    },
  );
  select(recorder as Maybe<P>);
  return path;
}

/**
 * One HTML-only prop, named by a typed selector over its page props type (property reads only):
 * a renamed or misspelt prop fails the type check.
 */
function htmlOnlyProp<P>(element: ServerHtmlId, select: (props: Maybe<P>) => unknown): HtmlOnlyProp {
  return { element, path: pathOf(select) };
}

const HTML_ONLY_PROPS: readonly HtmlOnlyProp[] = [
  htmlOnlyProp<{ layout: LayoutData }>('footer-navigation', (props) => props.layout?.commonParts?.footerNavigation),
  // Static islands (decision 032): their HTML is in the document already.
  ...ISLAND_IDS.map((id) => htmlOnlyProp<{ islands: IslandHtml }>(id, (props) => props.islands?.[id])),
];

/**
 * Props the browser never reads, left out of the HTML's `__NEXT_DATA__` likewise (null in their
 * place, no fingerprint: nothing renders them): the ad spaces, which the server has already turned
 * into `pageAds` (decision 027), and the common parts' header navigation, which it has turned into
 * `layout.navigation`. Client navigations' data and the refresh answer keep them (spec §3).
 */
type AdSpaceProps = { gptPcAdData?: AdSpace | null; gptSpAdData?: AdSpace | null };
const SERVER_ONLY_PROPS: readonly (readonly string[])[] = [
  pathOf<AdSpaceProps>((props) => props.gptPcAdData),
  pathOf<AdSpaceProps>((props) => props.gptSpAdData),
  // The header's navigation and the footer's links: the layout's islands show them (decision 032).
  pathOf<{ layout: LayoutData }>((props) => props.layout?.commonParts?.headerNavigation),
  pathOf<{ layout: LayoutData }>((props) => props.layout?.navigation),
];

/**
 * Props that only a static island reads (decision 032): the browser renders that island from its
 * HTML, so the document's `__NEXT_DATA__` leaves them out (null in their place) whenever the props
 * carry the island. Client navigations' data and the refresh answer keep them.
 */
const ISLAND_ONLY_PROPS: Readonly<Partial<Record<IslandId, readonly (readonly string[])[]>>> = {
  // The body's blocks: its island is the body (decision 017 sent them as HTML already).
  'article-body': [
    pathOf<ArticlePageProps>((props) => props.articleDetailData?.blocks),
    // A live article's updates and key events are in the body's HTML too (issue 36); their ids stay.
    pathOf<ArticlePageProps>((props) => props.articleDetailData?.live?.updates),
    pathOf<ArticlePageProps>((props) => props.articleDetailData?.live?.keyEvents),
  ],
  'article-rail': [['rankingArticles']],
  'article-end': [['linkedGames']],
  'article-more': [['neighbours']],
  'ranking-rail': [['rankingArticles']],
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const valueAt = (value: unknown, path: readonly string[]): unknown => path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

/** The array or string (an island's HTML) at `path`, or undefined. */
function htmlOnlyValueAt(value: unknown, path: readonly string[]): readonly unknown[] | string | undefined {
  const found = valueAt(value, path);
  return Array.isArray(found) || typeof found === 'string' ? found : undefined;
}

/** `value` with null at `path`, copying only the objects on the way (called when htmlOnlyValueAt found it). */
function withNullAt(value: unknown, path: readonly string[]): unknown {
  const [key, ...rest] = path;
  if (!isObject(value) || key === undefined) return value;
  return { ...value, [key]: rest.length === 0 ? null : withNullAt(value[key], rest) };
}

/** A copy of the page props without their HTML-only and server-only props (null in their place), and the fingerprints of the HTML-only ones. */
export function withoutHtmlOnlyProps(pageProps: unknown): { pageProps: unknown; fingerprints: ServerHtmlFingerprints } {
  const fingerprints: ServerHtmlFingerprints = {};
  let props = pageProps;
  for (const { element, path } of HTML_ONLY_PROPS) {
    const value = htmlOnlyValueAt(props, path);
    if (!value) continue;
    fingerprints[element] = contentFingerprint(value);
    props = withNullAt(props, path);
  }
  for (const path of unreadPaths(pageProps)) {
    if (valueAt(props, path) !== undefined) props = withNullAt(props, path);
  }
  return { pageProps: props, fingerprints };
}

/** The props the browser never reads from this document: the ad spaces, and those only its islands read. */
function unreadPaths(pageProps: unknown): (readonly string[])[] {
  const islands = isObject(pageProps) && isObject(pageProps.islands) ? pageProps.islands : {};
  const islandOnly = Object.entries(ISLAND_ONLY_PROPS).flatMap(([id, paths]) => (typeof islands[id] === 'string' ? paths : []));
  return [...SERVER_ONLY_PROPS, ...islandOnly];
}

/** The part of the Document's props this adapter reads and replaces (next/document DocumentProps). */
interface DocumentPropsLike {
  __NEXT_DATA__: { props: unknown };
}

/**
 * From the Document's render: leaves the HTML-only props out of the `__NEXT_DATA__` that NextScript
 * is about to serialise (2. above), and returns the fingerprints of what it left out, for the
 * document to carry (components/server-html reads them while hydrating).
 */
export function leaveHtmlOnlyPropsOutOfNextData(documentProps: DocumentPropsLike): ServerHtmlFingerprints {
  const nextData = documentProps.__NEXT_DATA__;
  const nextProps = nextData.props;
  if (!isObject(nextProps) || !('pageProps' in nextProps)) return {};
  const { pageProps, fingerprints } = withoutHtmlOnlyProps(nextProps.pageProps);
  nextData.props = { ...nextProps, pageProps };
  return fingerprints;
}
