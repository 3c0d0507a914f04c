import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SearchSuggestResponse } from '@/foundation/search/suggest-schema';
import { fetchSuggestions } from '@/lib/client/search-suggest/fetch-suggestions';
import { NO_SUGGESTIONS } from '@/lib/client/search-suggest/suggest-scheduler';

const ENDPOINT = `${window.location.origin}/api/search/suggest/`;

const VALID: SearchSuggestResponse = {
  games: [{ id: '12', name: 'ゼノナイツ', href: '/game/title/12/page/1/', thumbnailUrl: 'http://localhost:8080/images/games/12/box.svg', platforms: 'PS5' }],
  articles: [{ id: '345', title: 'ゼノナイツ発売', href: '/article/202607/345/', thumbnailUrl: null, dateText: '2026年7月30日（木）' }],
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fetchSuggestions: the answer is checked before use', () => {
  it('asks the same-origin endpoint for the value and gives back a valid answer', async () => {
    let asked = '';
    server.use(
      http.get(ENDPOINT, ({ request }) => {
        asked = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json(VALID);
      }),
    );
    await expect(fetchSuggestions('ゼノ ナイツ&', new AbortController().signal)).resolves.toEqual(VALID);
    expect(asked).toBe('ゼノ ナイツ&');
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'upstream_error' }, { status: 500 })],
    ['a 400', () => HttpResponse.json({ error: 'bad_request' }, { status: 400 })],
    ['malformed JSON', () => new HttpResponse('{"games": [', { headers: { 'Content-Type': 'application/json' } })],
    ['an HTML error page', () => new HttpResponse('<html>502</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['a javascript: link', () => HttpResponse.json({ ...VALID, games: [{ ...VALID.games[0], href: 'javascript:alert(1)' }] })],
    ['an unexpected field', () => HttpResponse.json({ ...VALID, html: '<script>' })],
  ])('%s is no suggestions', async (_name, resolver) => {
    server.use(http.get(ENDPOINT, resolver));
    await expect(fetchSuggestions('ゼノ', new AbortController().signal)).resolves.toEqual(NO_SUGGESTIONS);
  });

  it('rejects when aborted (the scheduler drops it)', async () => {
    server.use(http.get(ENDPOINT, () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const answer = fetchSuggestions('ゼノ', controller.signal);
    controller.abort();
    await expect(answer).rejects.toThrow();
  });
});
