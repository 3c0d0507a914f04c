/**
 * A page's address with only the query keys its route reads (its record's `queryKeys`), sorted, and
 * whether the request carried others. Keys a page does not read do not change the page, so they
 * must not make another render-cache entry (issue 35, finding 3: `?cb=1`, `?cb=2`, … each a render).
 */
export function listedQueryUrl(resolvedUrl: string, queryKeys: readonly string[]): { url: string; unlisted: boolean } {
  const parsed = new URL(resolvedUrl, 'http://site.invalid');
  const listed = new URLSearchParams();
  let unlisted = false;
  for (const [key, value] of parsed.searchParams) {
    if (queryKeys.includes(key)) listed.append(key, value);
    else unlisted = true;
  }
  listed.sort();
  const query = listed.toString();
  return { url: `${parsed.pathname}${query ? `?${query}` : ''}`, unlisted };
}
