import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MyPagePanels } from '@/components/mypage/mypage-panels';
import { FOLLOWED_GAMES_ENDPOINT, type FollowedGamesAnswer } from '@/foundation/reader/followed-games';
import { FOLLOWED_GAMES_KEY, followedGames } from '@/lib/client/reader/followed-games-store';
import { READING_HISTORY_KEY, readingHistory } from '@/lib/client/reader/reading-history-store';
import { resetReaderStorage } from '@/lib/client/reader/stored-list';

const NOW = Date.now();

// A stub of the endpoint (i37-server builds the real one): the games in the order asked.
let requests: URL[] = [];
const stubAnswer = (ids: string[]): FollowedGamesAnswer => ({
  games: ids
    .filter((id) => id !== '404')
    .map((id) => ({
      gameId: id,
      name: `ゲーム${id}`,
      href: `/game/title/${id}/page/1/`,
      thumbnailUrl: `https://img.example/games/${id}.jpg`,
      nextRelease: id === '1' ? { platform: 'Nintendo Switch 2', releaseDate: '2027-03-18', releaseDateText: null } : null,
      articles: id === '1' ? [{ articleId: '901', title: 'ゲーム1の新情報', href: '/article/202612/901/', publishedAt: '2026-12-06T10:00:00+09:00', thumbnailUrl: null }] : [],
    })),
  unknownIds: ids.filter((id) => id === '404'),
});
let answer: (ids: string[]) => FollowedGamesAnswer | Response = stubAnswer;
const server = setupServer(
  http.get(`*${FOLLOWED_GAMES_ENDPOINT}`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const result = answer((url.searchParams.get('ids') ?? '').split(','));
    return result instanceof Response ? result : HttpResponse.json(result);
  }),
);

function seed(follows: [string, string][], history: number) {
  window.localStorage.setItem(FOLLOWED_GAMES_KEY, JSON.stringify(follows.map(([gameId, name], index) => ({ gameId, name, followedAt: NOW - index * 1000 }))));
  const entries = Array.from({ length: history }, (_, index) => ({
    articleId: String(100 + index),
    title: `読んだ記事${index + 1}`,
    href: `/article/202612/${100 + index}/`,
    thumbnailUrl: null,
    readAt: NOW - (index * 90 + 5) * 60_000,
  }));
  window.localStorage.setItem(READING_HISTORY_KEY, JSON.stringify(entries));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
  answer = stubAnswer;
  window.localStorage.clear();
  resetReaderStorage();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('マイページ (issue 37)', () => {
  it('lists the followed games from one request for all of them: box art, next release, newest articles', async () => {
    seed([['1', 'ゲーム1'], ['2', 'ゲーム2']], 0);
    render(<MyPagePanels />);
    const follows = screen.getByRole('region', { name: /フォロー中のゲーム/ });
    await within(follows).findByText('ゲーム1の新情報');
    expect(requests.map((url) => url.searchParams.get('ids'))).toEqual(['1,2']);
    expect(within(follows).getByRole('heading', { name: /フォロー中のゲーム/ })).toHaveTextContent('2/30');
    const links = within(follows).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(links).toEqual(['ゲーム1', 'ゲーム2']);
    expect(within(follows).getByText('2027年3月18日（木）')).toBeInTheDocument();
    expect(within(follows).getByText('発売予定の情報はありません')).toBeInTheDocument();
    expect(within(follows).getByText('まだ記事はありません')).toBeInTheDocument();
  });

  it('unfollows without asking the endpoint again, and 元に戻す brings it back', async () => {
    seed([['1', 'ゲーム1'], ['2', 'ゲーム2']], 0);
    render(<MyPagePanels />);
    await screen.findByText('ゲーム1の新情報');
    fireEvent.click(screen.getByRole('button', { name: /^フォローを外す\s?（ゲーム1）$/ }));
    expect(screen.queryByRole('heading', { name: 'ゲーム1' })).not.toBeInTheDocument();
    expect(screen.getByText(/「ゲーム1」のフォローを外しました。/)).toBeInTheDocument();
    expect(followedGames.read().map((entry) => entry.gameId)).toEqual(['2']);
    fireEvent.click(screen.getByRole('button', { name: '元に戻す' }));
    expect(followedGames.read().map((entry) => entry.gameId)).toEqual(['1', '2']);
    await screen.findByRole('heading', { name: 'ゲーム1' });
    expect(requests).toHaveLength(1);
  });

  it('names a game the content API no longer knows (unknownIds) and offers to remove it', async () => {
    seed([['404', '消えたゲーム']], 0);
    render(<MyPagePanels />);
    await screen.findByText(/このゲームの情報は見つかりませんでした/);
    expect(screen.getByText('消えたゲーム')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^フォローを外す\s?（消えたゲーム）$/ }));
    expect(followedGames.read()).toEqual([]);
  });

  it('still names the followed games when the endpoint fails, and retries on request', async () => {
    seed([['1', 'ゲーム1']], 0);
    answer = () => new Response('{"error":"x"}', { status: 503 });
    render(<MyPagePanels />);
    await screen.findByText('ゲームの情報を読み込めませんでした。');
    expect(screen.getByRole('link', { name: 'ゲーム1' })).toHaveAttribute('href', '/game/title/1/page/1/');
    answer = (ids) => ({ games: [], unknownIds: ids });
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('names a game the endpoint could not read this time (unavailableIds) and asks again on 再読み込み', async () => {
    seed([['1', 'ゲーム1'], ['2', 'ゲーム2']], 0);
    answer = (ids) => ({ ...stubAnswer(ids.filter((id) => id !== '2')), unavailableIds: ['2'] });
    render(<MyPagePanels />);
    await screen.findByText('このゲームの情報をいま読み込めません。時間をおいて開き直してください。');
    expect(screen.getByText('ゲーム1の新情報')).toBeInTheDocument();
    answer = stubAnswer;
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(screen.queryByText(/いま読み込めません/)).not.toBeInTheDocument());
    expect(requests.map((url) => url.searchParams.get('ids'))).toEqual(['1,2', '1,2']);
  });

  it('shows the reading history newest first with when it was read, and 履歴を消去 clears it with 元に戻す', async () => {
    seed([], 3);
    render(<MyPagePanels />);
    const history = screen.getByRole('region', { name: /閲覧履歴/ });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['読んだ記事15分前', '読んだ記事21時間前', '読んだ記事33時間前']);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/article/202612/100/');
    fireEvent.click(within(history).getByRole('button', { name: '履歴を消去' }));
    expect(readingHistory.read()).toEqual([]);
    expect(within(history).getByText(/閲覧履歴はありません/)).toBeInTheDocument();
    expect(within(history).getByRole('status')).toHaveTextContent('閲覧履歴（3件）を消去しました。');
    fireEvent.click(within(history).getByRole('button', { name: '元に戻す' }));
    expect(readingHistory.read()).toHaveLength(3);
  });

  it('with nothing followed or read: empty states that say how, and no request', () => {
    render(<MyPagePanels />);
    expect(screen.getByText('フォロー中のゲームはありません。')).toBeInTheDocument();
    expect(screen.getByText(/「＋フォローする」ボタンで、ゲームをフォローできます（30タイトルまで）/)).toBeInTheDocument();
    expect(screen.getByText(/閲覧履歴はありません。記事を開くと、このブラウザに新しい順で50件まで記録されます。/)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('follows a follow made in another tab', async () => {
    render(<MyPagePanels />);
    window.localStorage.setItem(FOLLOWED_GAMES_KEY, JSON.stringify([{ gameId: '1', name: 'ゲーム1', followedAt: NOW }]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWED_GAMES_KEY }));
    });
    await screen.findByText('ゲーム1の新情報');
  });

  it('says so where the browser keeps nothing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    resetReaderStorage();
    render(<MyPagePanels />);
    expect(screen.getByRole('note')).toHaveTextContent('このブラウザではデータを保存できないため、フォローと閲覧履歴は使えません');
    jest.restoreAllMocks();
  });
});
