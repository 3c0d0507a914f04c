import { DEAD_END_SUGGESTIONS_URL, parseDeadEndSuggestions, parseSearchSuggestions, SUGGESTION_LIMITS, suggestionHref } from '@/foundation/search/suggestions';

const article = { id: '106019', title: '新作発表', publishedAt: '2026-11-19T15:42:00+09:00', redirectUrl: null };
const game = { gameId: '11267', name: '常夜の無双', thumbnailUrl: 'https://img.example/package.jpg', platforms: 'PS5 / Switch' };

describe('dead-end suggestions read from the search page props', () => {
  it('asks the search page (no keyword) through the page-props endpoint', () => {
    expect(DEAD_END_SUGGESTIONS_URL).toBe('/api/pages/page-props-data/?routePath=%2Fsearch%2F');
  });

  it('keeps well-formed items and links articles to their site page', () => {
    const parsed = parseDeadEndSuggestions({ rankingArticles: [article], search: { suggestions: { trendWords: ['体験版'], games: [game] } } });
    expect(parsed).toEqual({
      popularArticles: [{ id: '106019', title: '新作発表', href: '/article/202611/106019/' }],
      trendWords: ['体験版'],
      games: [game],
    });
  });

  it.each([
    ['a javascript: redirect', { ...article, redirectUrl: 'javascript:alert(1)' }],
    ['a protocol-relative redirect', { ...article, redirectUrl: '//evil.example/x' }],
    ['an id that is not digits', { ...article, id: '../admin' }],
    ['an empty title', { ...article, title: '  ' }],
    ['a title that is not text', { ...article, title: { html: '<b>x</b>' } }],
    ['a date that does not parse', { ...article, publishedAt: 'yesterday' }],
    ['not an object', 'string'],
    ['null', null],
  ])('drops a popular article with %s', (_name, raw) => {
    expect(parseDeadEndSuggestions({ rankingArticles: [raw, article] }).popularArticles.map((item) => item.id)).toEqual(['106019']);
  });

  it.each([
    ['a game id that is not digits', { ...game, gameId: '1; drop' }],
    ['a missing name', { ...game, name: undefined }],
  ])('drops a game with %s', (_name, raw) => {
    expect(parseSearchSuggestions({ games: [raw] }).games).toEqual([]);
  });

  it.each([
    ['javascript:alert(1)', null],
    ['/images/local.jpg', null],
    ['https://img.example/p.jpg', 'https://img.example/p.jpg'],
  ])('a game image %s is kept as %s', (thumbnailUrl, expected) => {
    expect(parseSearchSuggestions({ games: [{ ...game, thumbnailUrl }] }).games[0]?.thumbnailUrl).toBe(expected);
  });

  it.each([
    ['no answer', undefined],
    ['an error body', { error: 'upstream_error' }],
    ['lists of the wrong type', { rankingArticles: 'x', search: { suggestions: { trendWords: 3, games: {} } } }],
  ])('%s gives empty lists, never a throw', (_name, raw) => {
    expect(parseDeadEndSuggestions(raw)).toEqual({ popularArticles: [], trendWords: [], games: [] });
  });

  it('trims, de-duplicates and caps the lists', () => {
    const words = Array.from({ length: 30 }, (_, index) => `語${index % 15}`);
    const parsed = parseDeadEndSuggestions({
      rankingArticles: Array.from({ length: 20 }, (_, index) => ({ ...article, id: String(index + 1) })),
      search: { suggestions: { trendWords: [' 体験版 ', ...words], games: Array.from({ length: 10 }, () => game) } },
    });
    expect(parsed.trendWords[0]).toBe('体験版');
    expect(new Set(parsed.trendWords).size).toBe(parsed.trendWords.length);
    expect(parsed.trendWords.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.trendWords);
    expect(parsed.games).toHaveLength(SUGGESTION_LIMITS.games);
    expect(parsed.popularArticles).toHaveLength(SUGGESTION_LIMITS.popularArticles);
  });

  it.each([
    ['体験版', '/search/?q=%E4%BD%93%E9%A8%93%E7%89%88'],
    ['a&b=c', '/search/?q=a%26b%3Dc'],
  ])('trend word %s searches %s', (word, href) => {
    expect(suggestionHref.trendWord(word)).toBe(href);
  });

  it('a game links to its game page', () => {
    expect(suggestionHref.game(game)).toBe('/game/title/11267/page/1/');
  });
});
