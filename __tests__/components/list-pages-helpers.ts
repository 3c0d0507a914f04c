import { screen } from '@testing-library/react';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { QueryParams, RouteParams } from '@/lib/page-data/types';
import { makeFetchSource } from '../support/content-api';

/** Real page props from the bundled content API, as SSR would render them. */
export async function pageProps<P>(routePath: string, params: RouteParams, query: QueryParams = {}): Promise<P> {
  const result = await runPageData({ routePath, params, query: { ...params, ...query }, fetchSource: makeFetchSource() });
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as P;
}

/** Exactly one h1, and no heading level is skipped on the way down (h1 → h2 → h3). */
export function expectHeadingOutline(): void {
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  });
}
