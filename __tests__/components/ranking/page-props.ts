import { runPageData } from '@/lib/page-config/run-page-data';
import { makeFetchSource } from '../../support/content-api';

/** Real props of a ranking route from the bundled content API, as SSR would render them. */
export async function rankingPageProps<P>(routePath: string, params: Record<string, string> = {}, query: Record<string, string> = {}): Promise<P> {
  const result = await runPageData({ routePath, params, query: { ...params, ...query }, fetchSource: makeFetchSource() });
  if (result?.kind !== 'props') throw new Error(`expected props for ${routePath}, got ${JSON.stringify(result)}`);
  return result.props as unknown as P;
}
