import { SEARCH_DEBOUNCE_MS, suggestTermsOf } from '@/foundation/search/suggest';
import type { SearchSuggestResponse } from '@/foundation/search/suggest-schema';

export const NO_SUGGESTIONS: SearchSuggestResponse = Object.freeze({ games: [], articles: [] }) as SearchSuggestResponse;

/** The suggestions for one value of the box. */
export interface SuggestAnswer {
  value: string;
  suggestions: SearchSuggestResponse;
}

export interface SuggestSchedulerOptions {
  /** Asks the endpoint; rejects when aborted or when the network failed. */
  load: (value: string, signal: AbortSignal) => Promise<SearchSuggestResponse>;
  onAnswer: (answer: SuggestAnswer) => void;
  debounceMs?: number;
}

export interface SuggestScheduler {
  /** The box's value changed (typing, pasting, deleting). */
  input(value: string): void;
  /** An input method started composing: nothing is asked until it ends. */
  compositionStart(): void;
  /** The composition was committed (or cancelled) with this value in the box. */
  compositionEnd(value: string): void;
  /** Drops the waiting request and the one on the way (the box lost focus or unmounted). */
  cancel(): void;
}

/**
 * When the header's search box asks for suggestions (decision 020): SEARCH_DEBOUNCE_MS after the
 * last change, never while an input method is composing (compositionstart to compositionend), not
 * again for a value that searches the same words, and one request at a time (a newer one aborts
 * the older). A value that may not be searched is answered empty at once, without a request.
 */
export function createSuggestScheduler({ load, onAnswer, debounceMs = SEARCH_DEBOUNCE_MS }: SuggestSchedulerOptions): SuggestScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let composing = false;
  let running: AbortController | null = null;
  /** The words of the last request that was sent and not abandoned. */
  let askedTerms: string | null = null;

  const stopWaiting = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const abortRunning = () => {
    running?.abort();
    running = null;
  };

  const ask = (value: string) => {
    const terms = suggestTermsOf(value);
    if (terms === null) {
      abortRunning();
      askedTerms = null;
      onAnswer({ value, suggestions: NO_SUGGESTIONS });
      return;
    }
    if (terms === askedTerms) return;
    abortRunning();
    askedTerms = terms;
    const controller = new AbortController();
    running = controller;
    load(value, controller.signal).then(
      (suggestions) => {
        if (running !== controller) return;
        running = null;
        onAnswer({ value, suggestions });
      },
      () => {
        // Aborted, or the network failed: the same words may be asked again later.
        if (running !== controller) return;
        running = null;
        askedTerms = null;
      },
    );
  };

  const input = (value: string) => {
    stopWaiting();
    if (composing) return;
    // Emptying the box closes the list at once; only words wait for the reader to pause.
    if (suggestTermsOf(value) === null) {
      ask(value);
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      ask(value);
    }, debounceMs);
  };

  return {
    input,
    compositionStart() {
      composing = true;
      stopWaiting();
    },
    compositionEnd(value) {
      composing = false;
      input(value);
    },
    cancel() {
      stopWaiting();
      abortRunning();
      askedTerms = null;
    },
  };
}
