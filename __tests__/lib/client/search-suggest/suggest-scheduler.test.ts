/** @jest-environment node */
import { SEARCH_DEBOUNCE_MS } from '@/foundation/search/suggest';
import type { SearchSuggestResponse } from '@/foundation/search/suggest-schema';
import { createSuggestScheduler, NO_SUGGESTIONS, type SuggestAnswer } from '@/lib/client/search-suggest/suggest-scheduler';

const KEY_INTERVAL_MS = 60;

/** A scheduler over a recording load whose answers the test settles by hand. */
function setup() {
  const loads: { value: string; signal: AbortSignal; resolve: (answer: SearchSuggestResponse) => void; reject: (error: Error) => void }[] = [];
  const answers: SuggestAnswer[] = [];
  const scheduler = createSuggestScheduler({
    load: (value, signal) =>
      new Promise((resolve, reject) => {
        loads.push({ value, signal, resolve, reject });
      }),
    onAnswer: (answer) => answers.push(answer),
  });
  return { scheduler, loads, answers };
}

const answerFor = (name: string): SearchSuggestResponse => ({
  games: [{ id: '1', name, href: '/game/title/1/page/1/', thumbnailUrl: null, platforms: 'PS5' }],
  articles: [],
});

/** Types `word` one character at a time, `interval` ms apart, as the box's value grows. */
function typeWord(scheduler: ReturnType<typeof setup>['scheduler'], word: string, interval = KEY_INTERVAL_MS, from = '') {
  for (const character of Array.from(word)) {
    from += character;
    scheduler.input(from);
    jest.advanceTimersByTime(interval);
  }
  return from;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('when the search box asks for suggestions (decision 020)', () => {
  it.each([
    ['a word at 60 ms a key', 'ホライゾン', 60, ['ホライゾン']],
    ['a long title at 60 ms a key', 'ギャラクシーホライゾン HD', 60, ['ギャラクシーホライゾン HD']],
    ['a word at 240 ms a key (just inside the pause)', 'ゼノナイツ', 240, ['ゼノナイツ']],
    ['a word at 300 ms a key (each key a pause)', 'ゼノ', 300, ['ゼ', 'ゼノ']],
  ])('%s: one request after the reader pauses', async (_name, word, interval, asked) => {
    const { scheduler, loads } = setup();
    typeWord(scheduler, word, interval);
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(loads.map((load) => load.value)).toEqual(asked);
  });

  it('waits exactly the debounce after the last key', () => {
    const { scheduler, loads } = setup();
    scheduler.input('ホ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(loads).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(loads).toHaveLength(1);
  });

  it('asks nothing while an input method composes, however long, and once after it commits', () => {
    const { scheduler, loads } = setup();
    scheduler.compositionStart();
    for (const reading of ['ほ', 'ほら', 'ほらい', 'ほらいぞ', 'ほらいぞん', 'ホライゾン']) {
      scheduler.input(reading);
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    }
    expect(loads).toHaveLength(0);
    scheduler.compositionEnd('ホライゾン');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(loads.map((load) => load.value)).toEqual(['ホライゾン']);
  });

  it('a composition that starts during the pause cancels the waiting request', () => {
    const { scheduler, loads } = setup();
    scheduler.input('ゼノ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    scheduler.compositionStart();
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 4);
    expect(loads).toHaveLength(0);
    scheduler.compositionEnd('ゼノ騎士');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(loads.map((load) => load.value)).toEqual(['ゼノ騎士']);
  });

  it('does not ask again for a value that searches the same words', async () => {
    const { scheduler, loads, answers } = setup();
    scheduler.input('ゼノ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    loads[0]?.resolve(answerFor('ゼノナイツ'));
    await Promise.resolve();
    for (const same of ['ゼノ ', ' ゼノ', 'ゼノ　']) {
      scheduler.input(same);
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    }
    expect(loads).toHaveLength(1);
    expect(answers).toEqual([{ value: 'ゼノ', suggestions: answerFor('ゼノナイツ') }]);
  });

  it.each([
    ['emptied', ''],
    ['only spaces', '  '],
    ['too long', 'あ'.repeat(101)],
    ['a control character', 'ゼノ\u0000'],
  ])('a box %s is answered empty at once, without a request, and the running one is aborted', (_name, value) => {
    const { scheduler, loads, answers } = setup();
    scheduler.input('ゼノ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    scheduler.input(value);
    expect(loads).toHaveLength(1);
    expect(loads[0]?.signal.aborted).toBe(true);
    expect(answers).toEqual([{ value, suggestions: NO_SUGGESTIONS }]);
  });

  it('a newer request aborts the older one, whose late answer is never shown', async () => {
    const { scheduler, loads, answers } = setup();
    scheduler.input('ゼノ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    scheduler.input('ゼノナ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(loads[0]?.signal.aborted).toBe(true);
    expect(loads[1]?.signal.aborted).toBe(false);
    loads[0]?.resolve(answerFor('old'));
    loads[1]?.resolve(answerFor('new'));
    await Promise.resolve();
    await Promise.resolve();
    expect(answers).toEqual([{ value: 'ゼノナ', suggestions: answerFor('new') }]);
  });

  it('after a failed request the same words are asked again', async () => {
    const { scheduler, loads } = setup();
    scheduler.input('ゼノ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    loads[0]?.reject(new TypeError('Failed to fetch'));
    await Promise.resolve();
    await Promise.resolve();
    scheduler.input('ゼノ ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(loads).toHaveLength(2);
  });

  it('cancel drops the waiting request and aborts the running one', () => {
    const { scheduler, loads } = setup();
    scheduler.input('ゼノ');
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    scheduler.input('ゼノナイツ');
    scheduler.cancel();
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 4);
    expect(loads).toHaveLength(1);
    expect(loads[0]?.signal.aborted).toBe(true);
  });
});
