import { render, screen, within } from '@testing-library/react';
import { RankingAmazonPageView } from '@/components/pages/ranking-amazon-page-view';
import type { AmazonRankingPageProps } from '@/lib/page-data/ranking/amazon';
import { getDataset } from '@/mocks/data';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { rankingPageProps } from './page-props';
import { withRankingRail } from '../../support/islands';

setupContentApi();
captureLogs();
const dataset = getDataset();

const gameProps = () => rankingPageProps<AmazonRankingPageProps>('/ranking/amazon/');

describe('Amazon ranking page', () => {
  it('one h1 naming the genre, and the breadcrumb トップ › ランキング › page', async () => {
    render(<RankingAmazonPageView {...withRankingRail(await gameProps())} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Amazonランキング（ゲーム）');
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['トップ', 'ランキング', 'Amazonランキング（ゲーム）']);
    expect(within(breadcrumb).getByRole('link', { name: 'ランキング' })).toHaveAttribute('href', '/ranking/article/');
  });

  it('genre tabs link the five genres (spec §2) and mark the current one', async () => {
    render(<RankingAmazonPageView {...withRankingRail(await rankingPageProps<AmazonRankingPageProps>('/ranking/amazon/[genre]/', { genre: 'comic' }))} />);
    const tabs = screen.getByRole('navigation', { name: 'Amazonランキングのジャンル' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ゲーム', '/ranking/amazon/'],
      ['アニメ・ゲーム音楽', '/ranking/amazon/anime-game-music/'],
      ['アニメ', '/ranking/amazon/anime/'],
      ['コミック', '/ranking/amazon/comic/'],
      ['ゲーム攻略本', '/ranking/amazon/game-book/'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['コミック']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Amazonランキング（コミック）');
  });

  it('shows the one-hour counting window in JST and that it updates hourly', async () => {
    render(<RankingAmazonPageView {...withRankingRail(await gameProps())} />);
    const row = dataset.rankings.amazon.game[0]!;
    // The hour that ended at the data's "now", floored to the hour.
    const endMs = dataset.nowMs - (dataset.nowMs % 3_600_000);
    expect([Date.parse(row.countingStartDate), Date.parse(row.countingEndDate)]).toEqual([endMs - 3_600_000, endMs]);
    const jst = (ms: number) => {
      const d = new Date(ms + 9 * 3_600_000);
      const hour = `${String(d.getUTCHours()).padStart(2, '0')}:00`;
      return { day: `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日（${'日月火水木金土'[d.getUTCDay()]}）`, hour };
    };
    const [from, to] = [jst(endMs - 3_600_000), jst(endMs)];
    const window = from.day === to.day ? `${from.day}${from.hour}～${to.hour}` : `${from.day}${from.hour}～${to.day}${to.hour}`;
    expect(screen.getByText(/集計期間：/)).toHaveTextContent(`集計期間：${window}（1時間ごとに更新）`);
  });

  it('rows show rank, title, category, release date and prices in yen with thousands separators', async () => {
    const props = await gameProps();
    render(<RankingAmazonPageView {...withRankingRail(props)} />);
    const section = screen.getByRole('region', { name: 'ゲームの売れ筋ランキング' });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(props.items.length);
    const first = props.items[0]!;
    const firstRow = items[0]!;
    expect(firstRow).toHaveTextContent(`${first.ranking}位`);
    expect(within(firstRow).getByRole('heading', { level: 3 })).toHaveTextContent(first.title);
    expect(firstRow).toHaveTextContent(`カテゴリ${first.categoryName}`);
    expect(firstRow).toHaveTextContent(/発売日\d{4}年\d{1,2}月\d{1,2}日（[日月火水木金土]）/);
    const priced = props.items.findIndex((item) => item.price >= 1000 && item.lowestPrice !== null && item.lowestPrice >= 1000);
    const pricedItem = props.items[priced]!;
    expect(items[priced]).toHaveTextContent(`価格${pricedItem.price.toLocaleString('en-US')}円`);
    expect(items[priced]).toHaveTextContent(`最安値${pricedItem.lowestPrice?.toLocaleString('en-US')}円`);
    expect(items[priced]?.textContent).toMatch(/\d,\d{3}円/);
  });

  it('each row links to Amazon in a new tab as a sponsored link with a meaningful name', async () => {
    const props = await gameProps();
    render(<RankingAmazonPageView {...withRankingRail(props)} />);
    const links = screen.getAllByRole('link', { name: /^Amazonで見る/ });
    expect(links).toHaveLength(props.items.length);
    expect(links[0]).toHaveAttribute('href', props.items[0]?.amazonUrl);
    // Names the product and warns about the new tab (whitespace between the spans aside).
    expect(links[0]?.textContent).toBe(`Amazonで見る：${props.items[0]?.title}（新しいタブで開きます）`);
    expect(links[0]).toHaveAccessibleName(/^Amazonで見る\s?：.+（新しいタブで開きます）$/);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'sponsored noopener');
    }
  });

  it('an unsafe Amazon URL from the API is not rendered as a link', async () => {
    const props = await gameProps();
    const items = props.items.map((item, index) => (index === 0 ? { ...item, amazonUrl: 'javascript:alert(1)' } : item));
    render(<RankingAmazonPageView {...withRankingRail(props)} items={items} />);
    expect(screen.getAllByRole('link', { name: /^Amazonで見る/ })).toHaveLength(props.items.length - 1);
  });

  it('links to the other ranking kinds, with Amazon marked as the current page', async () => {
    render(<RankingAmazonPageView {...withRankingRail(await gameProps())} />);
    const nav = screen.getByRole('navigation', { name: 'ランキングの種類' });
    expect(within(nav).getByRole('link', { name: '記事アクセスランキング' })).toHaveAttribute('href', '/ranking/article/');
    expect(within(nav).getByRole('link', { name: 'ゲームソフト販売本数ランキング' })).toHaveAttribute('href', '/ranking/game-sales/');
    expect(within(nav).getByRole('link', { name: 'Amazonランキング' })).toHaveAttribute('aria-current', 'page');
  });

  it('an empty genre says 「該当する商品はありません」 and shows no counting window', async () => {
    render(<RankingAmazonPageView {...withRankingRail(await gameProps())} items={[]} countingWindow={null} />);
    expect(screen.getByText('該当する商品はありません')).toBeInTheDocument();
    expect(screen.queryByText(/集計期間/)).not.toBeInTheDocument();
  });
});
