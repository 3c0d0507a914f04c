import type { NextApiRequest, NextApiResponse } from 'next';
import { getFetchSource } from '@/api-clients/content-api';
import { sendJson } from '@/lib/api-handlers/json-response';
import { createSearchSuggestHandler, type SearchSuggestHandler } from '@/lib/api-handlers/search-suggest';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

let handler: SearchSuggestHandler | undefined;

/** Suggestions while typing in the header search box: `/api/search/suggest/?q=…` (decision 020). */
function searchSuggest(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  // Built on first use: one coalescing table per process, over the process's source fetcher.
  handler ??= createSearchSuggestHandler({ fetchSource: getFetchSource() });
  const suggest = handler;
  return sendJson(req, res, (query) => suggest(query));
}

export default withRouteMetrics('/api/search/suggest', searchSuggest);
