import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ArticleBadges } from '@/components/article-card/article-badges';
import { ArticleCard } from '@/components/article-card/article-card';
import { PageClockProvider } from '@/components/article-card/page-clock';
import { PhrasedText } from '@/components/article-card/phrased-text';
import { ArticleHeader } from '@/components/article/article-header';
import { ArticleNeighbours } from '@/components/article/article-neighbours';
import { LinkedGames } from '@/components/article/linked-games';
import { COPY_DONE_MESSAGE, COPY_FAILED_MESSAGE, COPY_STATUS_MS, ShareButtons } from '@/components/article/share-buttons';
import { ShareLinks } from '@/components/article/share-links';
import { paths } from '@/foundation/paths';
import type { ArticleView } from '@/lib/page-data/article';
import type { LinkedGame } from '@/lib/page-data/linked-game';
import type { ListCard } from '@/lib/page-data/page-frame';

const NOW = '2026-11-27T12:00:00.000Z';
/** The element as _app provides it: inside the page clock (`pageMeta.renderedAt`); null: a page without one. */
const withClock = (element: React.ReactElement, renderedAt: string | null = NOW) =>
  renderedAt === null ? element : <PageClockProvider renderedAt={renderedAt}>{element}</PageClockProvider>;

const HEADER: Parameters<typeof ArticleHeader>[0]['article'] = {
  title: '新作の発売日が決定',
  titleBreaks: [3, 7],
  readingMinutes: 4,
  isVideo: false,
  mainCategories: [{ id: '1', code: 'news', nameJa: 'ニュース', isMainCategory: true }],
  subCategories: [],
  authors: [],
  publishedAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
} satisfies Partial<ArticleView>;

describe('ArticleHeader', () => {
  it('shows the reading time, the NEW badge by the page clock and the headline broken between phrases', () => {
    const { container } = render(withClock(<ArticleHeader article={HEADER} shareUrl="https://www.playnote.jp/article/202611/1/" />));
    expect(screen.getByText('約4分で読めます')).toBeInTheDocument();
    expect(screen.getByText('NEW')).toBeInTheDocument();
    expect(screen.queryByText('動画')).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: '新作の発売日が決定' });
    expect(heading.innerHTML).toMatch(/^<span class="[^"]*">新作の<wbr>発売日が<wbr>決定<\/span>$/);
    expect(container.querySelectorAll('h1 wbr')).toHaveLength(2);
  });

  it.each([
    ['published within 24 hours, a video', { isVideo: true }, NOW, ['NEW', '動画']],
    ['older than 24 hours', { publishedAt: '2026-11-26T11:59:59.000Z' }, NOW, []],
    ['older, a video', { publishedAt: '2026-11-20T00:00:00.000Z', isVideo: true }, NOW, ['動画']],
    ['no page clock (AMP, error pages): no NEW', {}, null, []],
  ])('%s: badges %j', (_name, overrides, renderedAt, badges) => {
    const { container } = render(withClock(<ArticleHeader article={{ ...HEADER, ...overrides }} shareUrl="https://www.playnote.jp/" />, renderedAt));
    expect([...container.querySelectorAll('[data-badge]')].map((badge) => badge.textContent)).toEqual(badges);
  });
});

describe('badges on article cards', () => {
  const card: ListCard = {
    id: '9',
    title: '体験版が配信開始',
    titleBreaks: [4],
    publishedAt: '2026-11-27T06:00:00.000Z',
    thumbnailUrl: null,
    isPr: false,
    isVideoArticle: true,
    mainCategory: { id: '1', code: 'news', nameJa: 'ニュース', isMainCategory: true },
    redirectUrl: null,
  };

  it('a card shows NEW and 動画 and its phrased title; the server and the browser agree (same clock)', () => {
    const element = withClock(<ArticleCard article={card} />);
    const server = renderToString(element);
    const { container } = render(element);
    expect(within(container).getByRole('heading', { name: '体験版が配信開始' })).toBeInTheDocument();
    expect([...container.querySelectorAll('[data-badge]')].map((badge) => badge.textContent)).toEqual(['NEW', '動画']);
    expect(server).toContain('体験版が<wbr/>配信開始');
    expect(server).toContain('>NEW<');
  });

  it('without badges nothing is rendered for them', () => {
    const { container } = render(<ArticleBadges publishedAt="2020-01-01T00:00:00Z" isVideo={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PhrasedText', () => {
  it.each([
    ['no breaks: plain text, no wrapper', '新作発表', [], '新作発表'],
    ['breaks: <wbr> between phrases', '新作の発売日が決定', [3, 7], '新作の<wbr>発売日が<wbr>決定'],
    ['React escapes the text', '<b>新作</b>の発表', [10], '&lt;b&gt;新作&lt;/b&gt;の<wbr>発表'],
  ])('%s', (_name, text, breaks, html) => {
    const { container } = render(<PhrasedText text={text} breaks={breaks} />);
    expect(container.textContent).toBe(text);
    expect(container.querySelector('span')?.innerHTML ?? container.innerHTML).toBe(html);
  });
});

describe('ArticleNeighbours', () => {
  const older = { id: '2', title: '前作の記事', titleBreaks: [], href: '/article/202611/2/', thumbnailUrl: null, publishedAt: '2026-11-26T00:00:00Z' };
  const newer = { id: '4', title: '続報の記事', titleBreaks: [], href: '/article/202611/4/', thumbnailUrl: null, publishedAt: '2026-11-27T00:00:00Z' };

  it.each([
    ['both', { previous: older, next: newer }, [['前の記事', '/article/202611/2/'], ['次の記事', '/article/202611/4/']]],
    ['the newest: previous only', { previous: older, next: null }, [['前の記事', '/article/202611/2/']]],
    ['the oldest in the window: next only', { previous: null, next: newer }, [['次の記事', '/article/202611/4/']]],
  ])('%s', (_name, neighbours, links) => {
    render(<ArticleNeighbours neighbours={neighbours} categoryName="ニュース" />);
    const nav = screen.getByRole('navigation', { name: 'ニュースの前後の記事' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent?.match(/[前次]の記事/)?.[0], link.getAttribute('href')])).toEqual(links);
  });

  it('the link names the direction and the article', () => {
    render(<ArticleNeighbours neighbours={{ previous: older, next: newer }} categoryName="ニュース" />);
    expect(screen.getByRole('link', { name: /次の記事.*続報の記事/ })).toHaveAttribute('href', '/article/202611/4/');
  });

  it.each([
    ['none', { previous: null, next: null }],
    ['not loaded (previews, collections)', undefined],
  ])('%s: nothing', (_name, neighbours) => {
    const { container } = render(<ArticleNeighbours neighbours={neighbours} categoryName="ニュース" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the game box (LinkedGames)', () => {
  const game: LinkedGame = {
    gameId: '501',
    name: '桜花の戦記',
    nameBreaks: [2],
    thumbnailUrl: 'https://img.example.com/box.jpg',
    maker: 'ネオスフィア',
    genre: 'アクションRPG',
    versions: [
      { platform: 'Switch2', releaseDate: '2026-12-03', releaseDateText: '', price: '7980円（税込）', amazonUrl: 'https://www.amazon.co.jp/s?k=4902370553123&i=videogames&tag=playnote-article-22' },
      { platform: 'PS5', releaseDate: null, releaseDateText: '2027年春発売予定', price: 'オープン価格', amazonUrl: 'https://www.amazon.co.jp/s?k=x&i=videogames&tag=playnote-article-22' },
    ],
  };

  it('shows box art, maker, genre, and per platform the release date, the price and a sponsored Amazon link', () => {
    render(<LinkedGames games={[game]} />);
    const box = screen.getByRole('article', { name: '桜花の戦記' });
    expect(within(box).getByRole('heading', { level: 3, name: '桜花の戦記' })).toBeInTheDocument();
    expect(within(box).getByText('ネオスフィア')).toBeInTheDocument();
    expect(within(box).getByText('アクションRPG')).toBeInTheDocument();
    const rows = within(within(box).getByRole('list', { name: '機種別の発売日・価格' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Switch2発売日2026年12月3日（木）価格7,980円（税込）Amazonで見る/),
      expect.stringMatching(/^PS5発売日発売日未定（2027年春発売予定）価格オープン価格Amazonで見る/),
    ]);
    const amazon = within(rows[0] as HTMLElement).getByRole('link', { name: /Amazonで見る/ });
    expect(amazon).toHaveAttribute('href', game.versions[0]?.amazonUrl);
    expect(new URL(amazon.getAttribute('href') ?? '').searchParams.get('tag')).toBe('playnote-article-22');
    expect(amazon).toHaveAttribute('rel', 'sponsored noopener');
    expect(amazon).toHaveAttribute('target', '_blank');
    expect(within(box).getByRole('link', { name: '桜花の戦記' })).toHaveAttribute('href', paths.game('501'));
    expect(within(box).getByRole('link', { name: /ゲーム情報・関連記事を見る/ })).toHaveAttribute('href', paths.game('501'));
  });

  it('no linked games: no box', () => {
    const { container } = render(<LinkedGames games={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ShareButtons: copy the link, share sheet on phones', () => {
  const URL_TO_SHARE = 'https://www.playnote.jp/article/202611/1/';
  const writeText = jest.fn<Promise<void>, [string]>();

  beforeEach(() => {
    jest.useFakeTimers();
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(navigator, 'share');
  });

  it('copies the address and says so in a status region, which clears after a while', async () => {
    writeText.mockResolvedValue(undefined);
    render(<ShareButtons url={URL_TO_SHARE} title="新作" links={<ShareLinks url={URL_TO_SHARE} title="新作" />} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'リンクをコピー' })));
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
    expect(status).toHaveTextContent(COPY_DONE_MESSAGE);
    act(() => jest.advanceTimersByTime(COPY_STATUS_MS));
    expect(status).toBeEmptyDOMElement();
  });

  it('the server HTML has the service links but no copy button, which would do nothing before the script runs', () => {
    const html = renderToString(<ShareButtons url={URL_TO_SHARE} title="新作" links={<ShareLinks url={URL_TO_SHARE} title="新作" />} />);
    expect(html).toContain('https://x.com/intent/post');
    expect(html).not.toContain('<button');
  });

  it.each([
    ['the clipboard refused', () => writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'))],
    ['no clipboard at all', () => Reflect.deleteProperty(navigator, 'clipboard')],
  ])('%s: the address to copy by hand, selected', async (_name, arrange) => {
    arrange();
    render(<ShareButtons url={URL_TO_SHARE} title="新作" links={<ShareLinks url={URL_TO_SHARE} title="新作" />} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'リンクをコピー' })));
    expect(screen.getByRole('status')).toHaveTextContent(COPY_FAILED_MESSAGE);
    const field = screen.getByRole('textbox', { name: 'この記事のURL' });
    expect(field).toHaveValue(URL_TO_SHARE);
    expect(field).toHaveAttribute('readonly');
  });

  it.each([
    ['a phone with the share sheet', true, 'coarse', true],
    ['a phone without the Web Share API', false, 'coarse', false],
    ['a desktop with the API (mouse)', true, 'fine', false],
  ])('%s', (_name, hasShare, pointer, shown) => {
    if (hasShare) Object.defineProperty(navigator, 'share', { value: jest.fn().mockResolvedValue(undefined), configurable: true });
    window.matchMedia = jest.fn((query: string) => ({ matches: query === `(pointer: ${pointer})` }) as MediaQueryList);
    render(<ShareButtons url={URL_TO_SHARE} title="新作" links={<ShareLinks url={URL_TO_SHARE} title="新作" />} />);
    expect(screen.queryByRole('button', { name: 'その他のアプリで共有' }) !== null).toBe(shown);
  });

  it('the server markup has no share button even where the browser will show one, so hydration matches', () => {
    Object.defineProperty(navigator, 'share', { value: jest.fn(), configurable: true });
    window.matchMedia = jest.fn(() => ({ matches: true }) as unknown as MediaQueryList);
    expect(renderToString(<ShareButtons url={URL_TO_SHARE} title="新作" links={<ShareLinks url={URL_TO_SHARE} title="新作" />} />)).not.toContain('その他のアプリで共有');
    render(<ShareButtons url={URL_TO_SHARE} title="新作" links={<ShareLinks url={URL_TO_SHARE} title="新作" />} />);
    expect(screen.getByRole('button', { name: 'その他のアプリで共有' })).toBeInTheDocument();
  });

  it('the share button hands the title and address to the share sheet', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    window.matchMedia = jest.fn(() => ({ matches: true }) as unknown as MediaQueryList);
    render(<ShareButtons url={URL_TO_SHARE} title="新作の発表" links={<ShareLinks url={URL_TO_SHARE} title="新作の発表" />} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'その他のアプリで共有' })));
    expect(share).toHaveBeenCalledWith({ title: '新作の発表', url: URL_TO_SHARE });
  });
});
