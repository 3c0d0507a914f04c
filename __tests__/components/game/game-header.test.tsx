import { render, screen, within } from '@testing-library/react';
import { GameHeader } from '@/components/game/game-header';
import { GameTabs } from '@/components/game/game-tabs';
import type { GameHeaderData } from '@/lib/page-data/game/game-page';

const GAME: GameHeaderData = {
  gameId: '10001',
  name: '星詠みの塔：終焉の刻',
  nameKana: 'ホシヨミノトウ シュウエンノトキ',
  description: '『星詠みの塔』の最新作。',
  thumbnailUrl: 'http://content-api.test/images/uploaded/game/10001/package_600x800.jpg',
  maker: 'プレイノートゲームス',
  genre: 'RPG',
  officialSiteUrl: 'https://www.example.com/games/10001/',
  titleGroupId: null,
  versions: [
    { platform: { code: 'ps5', nameJa: 'PS5' }, releaseDate: '2026-07-30', releaseDateText: '2026年7月30日', price: '8800円（税抜）' },
    { platform: { code: 'switch2', nameJa: 'Switch2' }, releaseDate: null, releaseDateText: '発売日未定', price: '7980円（税抜）' },
    { platform: { code: 'pc-game', nameJa: 'PC' }, releaseDate: null, releaseDateText: '2027年発売予定', price: '3300円（税抜）' },
  ],
  counts: { articles: 12, images: 1234, videos: 0 },
  hasReview: false,
};

describe('game header', () => {
  it('name as the h1, kana, maker, genre and the thumbnail with alt text', () => {
    render(<GameHeader game={GAME} />);
    expect(screen.getByRole('heading', { level: 1, name: GAME.name })).toBeInTheDocument();
    expect(screen.getByText(GAME.nameKana)).toBeInTheDocument();
    expect(screen.getByText('メーカー').nextElementSibling).toHaveTextContent('プレイノートゲームス');
    expect(screen.getByText('ジャンル').nextElementSibling).toHaveTextContent('RPG');
    expect(screen.getByRole('img', { name: `${GAME.name}のパッケージ画像` })).toBeInTheDocument();
    expect(screen.getByText(GAME.description)).toBeInTheDocument();
  });

  it('each platform with its release date (発売日未定 when null) and price with thousands separators (spec §9)', () => {
    render(<GameHeader game={GAME} />);
    const table = screen.getByRole('table', { name: '機種別の発売日・価格' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['PS5', '2026年7月30日（木）カレンダーに追加（PS5版の発売日）', '8,800円（税抜）'],
      ['Switch2', '発売日未定', '7,980円（税抜）'],
      ['PC', '発売日未定（2027年発売予定）', '3,300円（税抜）'],
    ]);
    expect(within(table).getByText('2026年7月30日（木）')).toHaveAttribute('dateTime', '2026-07-30');
  });

  it.each([
    ['PS5', '2026-07-30', '/game/title/10001/release/ps5.ics'],
    ['Switch2', null, null],
    ['PC', null, null],
  ])('%s (release date %s): カレンダーに追加 downloads %s (none while undecided)', (platform, _date, href) => {
    render(<GameHeader game={GAME} />);
    const row = within(screen.getByRole('table', { name: '機種別の発売日・価格' })).getByRole('row', { name: new RegExp(`^${platform}`) });
    const link = within(row).queryByRole('link', { name: /カレンダーに追加/ });
    if (href === null) {
      expect(link).toBeNull();
    } else {
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('download');
      expect(link).toHaveAccessibleName(new RegExp(`^カレンダーに追加\\s?（${platform}版の発売日）$`));
    }
  });

  it('the game’s RSS feed is linked under its release dates, named with the game (issue 37)', () => {
    render(<GameHeader game={GAME} />);
    const link = screen.getByRole('link', { name: /RSS/ });
    expect(link).toHaveAttribute('href', '/game/title/10001/feed/');
    expect(link).toHaveAttribute('type', 'application/rss+xml');
    expect(link).toHaveAccessibleName(new RegExp(`^新着記事をRSSで購読\\s?（${GAME.name}）$`));
  });

  it('the official site opens in a new tab; without a URL there is no link', () => {
    const { unmount } = render(<GameHeader game={GAME} />);
    const link = screen.getByRole('link', { name: /公式サイト/ });
    expect(link).toHaveAttribute('href', 'https://www.example.com/games/10001/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    unmount();
    render(<GameHeader game={{ ...GAME, officialSiteUrl: null }} />);
    expect(screen.queryByRole('link', { name: /公式サイト/ })).not.toBeInTheDocument();
  });

  it('an unsafe official site URL is not linked', () => {
    render(<GameHeader game={{ ...GAME, officialSiteUrl: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('link', { name: /公式サイト/ })).not.toBeInTheDocument();
  });

  it('the kana line is left out when it repeats the name', () => {
    render(<GameHeader game={{ ...GAME, name: 'フレイムアリーナ', nameKana: 'フレイムアリーナ' }} />);
    expect(screen.getAllByText('フレイムアリーナ')).toHaveLength(1);
  });
});

describe('game tabs', () => {
  it.each([
    ['images', '/game/title/10001/images/page/1/', 1],
    ['reviews', '/game/title/10001/reviews/', 2],
    ['videos', '/game/title/10001/videos/page/1/', 3],
  ] as const)('the %s tab is aria-current on its page', (tab, path, index) => {
    render(<GameTabs game={GAME} current={tab} currentPath={path} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([0, 1, 2, 3].map((i) => (i === index ? 'page' : null)));
  });

  it('counts come from the title information with thousands separators', () => {
    render(<GameTabs game={GAME} current="articles" currentPath="/game/title/10001/page/1/" />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['記事12件', '画像1,234枚', 'レビュー', '動画0本']);
  });
});
