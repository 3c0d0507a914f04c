import { render, screen, within } from '@testing-library/react';
import { RankingGameSalesPageView } from '@/components/pages/ranking-game-sales-page-view';
import type { GameSalesRankingPageProps } from '@/lib/page-data/ranking/game-sales';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { rankingPageProps } from './page-props';
import { withRankingRail } from '../../support/islands';

setupContentApi();
captureLogs();

const thisWeek = () => rankingPageProps<GameSalesRankingPageProps>('/ranking/game-sales/');

describe('game-sales ranking page', () => {
  it('one h1, the breadcrumb トップ › ランキング › page, and the 集計期間 (Monday to Sunday)', async () => {
    const props = await thisWeek();
    render(<RankingGameSalesPageView {...withRankingRail(props)} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['ゲームソフト販売本数ランキング']);
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['トップ', 'ランキング', 'ゲームソフト販売本数ランキング']);
    expect(screen.getByRole('heading', { level: 2, name: `集計期間：${props.period}` })).toBeInTheDocument();
    expect(props.period).toMatch(/^\d{4}年\d{2}月\d{2}日～\d{4}年\d{2}月\d{2}日$/);
  });

  it('week tabs 今週 / 先週 / 先々週 are links, the current week marked', async () => {
    render(<RankingGameSalesPageView {...withRankingRail(await rankingPageProps<GameSalesRankingPageProps>('/ranking/game-sales/last-week/'))} />);
    const tabs = within(screen.getByRole('navigation', { name: '集計週' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['今週', '/ranking/game-sales/', null],
      ['先週', '/ranking/game-sales/last-week/', 'page'],
      ['先々週', '/ranking/game-sales/before-last/', null],
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ゲームソフト販売本数ランキング（先週）');
  });

  it('the table has rank, title, platform, maker, weekly and total sales, release date, price and sell-through', async () => {
    const props = await thisWeek();
    render(<RankingGameSalesPageView {...withRankingRail(props)} />);
    const table = screen.getByRole('table', { name: /ゲームソフト販売本数ランキング/ });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '順位',
      'タイトル',
      '機種',
      'メーカー',
      '推定販売本数',
      '累計販売本数',
      '発売日',
      '価格',
      '消化率',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(props.items.length);
    const first = props.items[0]!;
    const cells = within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(first.title);
    expect(cells.slice(0, 7)).toEqual([
      String(first.rank),
      first.platform,
      first.maker,
      `${first.salesCount.toLocaleString('en-US')}本`,
      `${first.totalSalesCount.toLocaleString('en-US')}本`,
      first.releaseDate,
      first.price.replace(/\d{4,}/g, (digits) => Number(digits).toLocaleString('en-US')),
    ]);
    expect(first.salesCount).toBeGreaterThanOrEqual(1000);
    expect(cells[3]).toMatch(/^\d{1,3}(,\d{3})+本$/);
    expect(cells[6]).toMatch(/^\d,\d{3}円/);
  });

  it.each([
    ['1', '消化率 80%'],
    ['2', '消化率 60%'],
    ['3', '消化率 40%'],
    ['4', '消化率 20%'],
    ['0', '消化率 なし'],
  ] as const)('sellRate %s renders the bar as text 「%s」', async (sellRate, text) => {
    const props = await thisWeek();
    const items = props.items.slice(0, 1).map((item) => ({ ...item, sellRate }));
    render(<RankingGameSalesPageView {...withRankingRail(props)} items={items} />);
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(text);
  });

  it('on a phone each row is a card whose small print is labelled (no sideways scroller; layout in e2e/page-layouts)', async () => {
    render(<RankingGameSalesPageView {...withRankingRail(await thisWeek())} />);
    expect(screen.queryByRole('region', { name: /ゲームソフト販売本数ランキング（集計期間：/ })).not.toBeInTheDocument();
    const [firstRow] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const labels = within(firstRow!)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'))
      .filter(Boolean);
    expect(labels).toEqual(['週間', '累計', '発売日']);
  });

  it('links to the other ranking kinds', async () => {
    render(<RankingGameSalesPageView {...withRankingRail(await thisWeek())} />);
    const nav = screen.getByRole('navigation', { name: 'ランキングの種類' });
    expect(within(nav).getByRole('link', { name: '記事アクセスランキング' })).toHaveAttribute('href', '/ranking/article/');
    expect(within(nav).getByRole('link', { name: 'Amazonランキング' })).toHaveAttribute('href', '/ranking/amazon/');
    expect(within(nav).getByRole('link', { name: 'ゲームソフト販売本数ランキング' })).toHaveAttribute('aria-current', 'page');
  });

  it('a week without rows says 「該当するデータはありません」 and shows no table', async () => {
    render(<RankingGameSalesPageView {...withRankingRail(await thisWeek())} items={[]} />);
    expect(screen.getByText('該当するデータはありません')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
