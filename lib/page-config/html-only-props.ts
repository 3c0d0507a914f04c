/**
 * Props that the server renders into the HTML and leaves out of the HTML document's
 * `__NEXT_DATA__` (decision 017): the article body is the largest part of an article's props and the
 * footer navigation is the same on every page; both would otherwise reach the reader twice, as HTML
 * and as JSON. Their components hydrate onto the server HTML (components/server-html).
 * `/_next/data` answers (client navigation) and the page-props refresh still carry them.
 */
export const HTML_ONLY_PROP_PATHS: ReadonlyArray<readonly string[]> = [
  ['articleDetailData', 'blocks'],
  ['layout', 'commonParts', 'footerNavigation'],
];

type Props = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Props => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with the array at `path` replaced by null, copying only the objects on the way; unchanged when absent. */
function withNullAt(value: unknown, path: readonly string[]): unknown {
  const [key, ...rest] = path;
  if (!isPlainObject(value) || key === undefined || !(key in value)) return value;
  if (rest.length === 0) return Array.isArray(value[key]) ? { ...value, [key]: null } : value;
  const child = withNullAt(value[key], rest);
  return child === value[key] ? value : { ...value, [key]: child };
}

/** A copy of the page props with each HTML-only prop set to null; the input is not changed. */
export function withoutHtmlOnlyProps(pageProps: unknown): unknown {
  return HTML_ONLY_PROP_PATHS.reduce(withNullAt, pageProps);
}

/** Same for Next's whole `__NEXT_DATA__.props` (`{pageProps, __N_SSP}`). */
export function withoutHtmlOnlyNextProps(nextProps: unknown): unknown {
  if (!isPlainObject(nextProps) || !('pageProps' in nextProps)) return nextProps;
  return { ...nextProps, pageProps: withoutHtmlOnlyProps(nextProps.pageProps) };
}
