import { useEffect, useState } from 'react';
import { fetchSuggestions } from './fetch-suggestions';
import { createSuggestScheduler, type SuggestAnswer, type SuggestScheduler, type SuggestSchedulerOptions } from './suggest-scheduler';

/**
 * The suggestions for the header's search box and the scheduler its input events go to
 * (createSuggestScheduler: debounced, quiet while composing, one request at a time). Pending work
 * is dropped when the box unmounts.
 */
export function useSearchSuggestions(load: SuggestSchedulerOptions['load'] = fetchSuggestions): { answer: SuggestAnswer | null; scheduler: SuggestScheduler } {
  const [answer, setAnswer] = useState<SuggestAnswer | null>(null);
  const [scheduler] = useState(() => createSuggestScheduler({ load, onAnswer: setAnswer }));
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  return { answer, scheduler };
}
