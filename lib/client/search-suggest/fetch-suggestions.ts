import { suggestUrl } from '@/foundation/search/suggest';
import { searchSuggestResponseSchema, type SearchSuggestResponse } from '@/foundation/search/suggest-schema';
import { NO_SUGGESTIONS } from './suggest-scheduler';

/**
 * The suggestions for the box's value from /api/search/suggest/, checked against the schema the
 * server wrote them with before anything is shown: an answer that is not a 200 or does not pass is
 * no suggestions. Rejects only when aborted or when the network failed.
 */
export async function fetchSuggestions(value: string, signal: AbortSignal): Promise<SearchSuggestResponse> {
  const response = await fetch(suggestUrl(value), { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) return NO_SUGGESTIONS;
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (signal.aborted) throw error;
    return NO_SUGGESTIONS;
  }
  const parsed = searchSuggestResponseSchema.safeParse(body);
  return parsed.success ? parsed.data : NO_SUGGESTIONS;
}
