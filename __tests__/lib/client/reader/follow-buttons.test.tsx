import { fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FollowButton } from '@/components/reader/follow-button';
import { ReadingMarker } from '@/components/reader/reading-marker';
import { MAX_FOLLOWED_GAMES } from '@/foundation/reader/followed-games';
import { enhanceFollowButtons } from '@/lib/client/reader/follow-buttons';
import { FOLLOWED_GAMES_KEY, followedGames } from '@/lib/client/reader/followed-games-store';
import { readingHistory } from '@/lib/client/reader/reading-history-store';
import { recordShownArticle } from '@/lib/client/reader/reading-recorder';
import { resetReaderStorage } from '@/lib/client/reader/stored-list';

const T0 = Date.UTC(2026, 11, 7, 3, 0, 0);

/** The island's HTML as the server sends it. */
function serveButtons(...games: [string, string][]) {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      {games.map(([gameId, name]) => (
        <FollowButton key={gameId} gameId={gameId} name={name} />
      ))}
    </>,
  );
}

function seedFollows(count: number) {
  const entries = Array.from({ length: count }, (_, index) => ({ gameId: String(index + 1), name: `ゲーム${index + 1}`, followedAt: T0 - index }));
  window.localStorage.setItem(FOLLOWED_GAMES_KEY, JSON.stringify(entries));
}

beforeEach(() => {
  window.localStorage.clear();
  resetReaderStorage();
});
afterEach(() => jest.restoreAllMocks());

describe('follow buttons (issue 37)', () => {
  it('are sent disabled, and show the reader’s state once enhanced', () => {
    seedFollows(1);
    serveButtons(['1', 'ゲーム1'], ['200', 'ゼノナイツ']);
    expect(screen.getAllByRole('button', { hidden: true }).every((button) => button.hasAttribute('disabled'))).toBe(true);
    enhanceFollowButtons();
    expect(screen.getByRole('button', { name: /ゲーム1/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /ゼノナイツ/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /ゼノナイツ/ })).toBeEnabled();
  });

  // Space and Enter (a <button>'s own click) are the browser test's (mypage.test.mjs).
  it('toggle on click and store the follow', () => {
    serveButtons(['200', 'ゼノナイツ']);
    enhanceFollowButtons();
    const button = screen.getByRole('button', { name: /ゼノナイツ/ });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(followedGames.read().map((entry) => [entry.gameId, entry.name])).toEqual([['200', 'ゼノナイツ']]);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(followedGames.read()).toEqual([]);
  });

  it(`refuse the ${MAX_FOLLOWED_GAMES + 1}st follow with a Japanese message naming the limit and マイページ`, () => {
    seedFollows(MAX_FOLLOWED_GAMES);
    serveButtons(['999', '31本目']);
    enhanceFollowButtons();
    const button = screen.getByRole('button', { name: /31本目/ });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('フォローできるのは30タイトルまでです。マイページでフォローを外してから追加してください。');
    expect(screen.getByRole('link', { name: 'マイページへ' })).toHaveAttribute('href', '/mypage/');
    expect(followedGames.read()).toHaveLength(MAX_FOLLOWED_GAMES);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('say they cannot save where the browser refuses storage, and throw nothing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    resetReaderStorage();
    serveButtons(['200', 'ゼノナイツ']);
    enhanceFollowButtons();
    const button = screen.getByRole('button', { name: /ゼノナイツ/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('このブラウザには保存できないため、フォローできません');
  });

  it('follow a change made in another tab', () => {
    serveButtons(['5', 'ゲーム5']);
    enhanceFollowButtons();
    seedFollows(5);
    window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWED_GAMES_KEY }));
    expect(screen.getByRole('button', { name: /ゲーム5/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the reading history records the article a page shows (issue 37)', () => {
  it('from the heading island’s marker, at the address without its query', () => {
    document.body.innerHTML = renderToStaticMarkup(<ReadingMarker articleId="4321" title="新作発表" thumbnailUrl="https://img.example/a.jpg" />);
    expect(recordShownArticle(document, '/article/202612/4321/', T0)).toBe(true);
    expect(readingHistory.read()).toEqual([{ articleId: '4321', title: '新作発表', href: '/article/202612/4321/', thumbnailUrl: 'https://img.example/a.jpg', readAt: T0 }]);
  });

  it('records nothing on a page without an article', () => {
    document.body.innerHTML = '<main></main>';
    expect(recordShownArticle(document, '/ranking/article/', T0)).toBe(false);
    expect(readingHistory.read()).toEqual([]);
  });
});
