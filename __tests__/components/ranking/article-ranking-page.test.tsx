import { fireEvent, render, screen, within } from '@testing-library/react';
import { RankingArticlePageView } from '@/components/pages/ranking-article-page-view';
import type { ArticleRankingPageProps } from '@/lib/page-data/ranking/article';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { rankingPageProps } from './page-props';
import { withRankingRail } from '../../support/islands';

setupContentApi();
captureLogs();

const articleRankingProps = (query: Record<string, string> = {}) => rankingPageProps<ArticleRankingPageProps>('/ranking/article/', {}, query);

describe('article ranking page', () => {
  it('one h1, the breadcrumb トップ › ランキング › page, and links to the other ranking kinds', async () => {
    render(<RankingArticlePageView {...withRankingRail(await articleRankingProps())} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['記事アクセスランキング']);
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['トップ', 'ランキング', '記事アクセスランキング']);
    const nav = screen.getByRole('navigation', { name: 'ランキングの種類' });
    expect(within(nav).getByRole('link', { name: 'Amazonランキング' })).toHaveAttribute('href', '/ranking/amazon/');
    expect(within(nav).getByRole('link', { name: '記事アクセスランキング' })).toHaveAttribute('aria-current', 'page');
  });

  it('five tabs 現在 / 24時間 / 週間 / 月間 / ポスト数, each a ?tab= link, the first selected', async () => {
    render(<RankingArticlePageView {...withRankingRail(await articleRankingProps())} />);
    const tabs = within(screen.getByRole('tablist', { name: 'ランキングの集計期間' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['現在', '24時間', '週間', '月間', 'ポスト数']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/ranking/article/',
      '/ranking/article/?tab=daily',
      '/ranking/article/?tab=weekly',
      '/ranking/article/?tab=monthly',
      '/ranking/article/?tab=post',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('現在');
  });

  it('all five lists are server-rendered; only the selected one is shown', async () => {
    const props = await articleRankingProps();
    const { container } = render(<RankingArticlePageView {...withRankingRail(props)} />);
    const panels = Array.from(container.querySelectorAll('[role="tabpanel"]'));
    expect(panels).toHaveLength(5);
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true, true, true]);
    for (const panel of panels) expect(panel.querySelectorAll('li')).toHaveLength(props.panels[0]?.articles?.length ?? -1);
  });

  it('rows show rank, title linking to the article, category and date', async () => {
    const props = await articleRankingProps();
    render(<RankingArticlePageView {...withRankingRail(props)} />);
    const panel = screen.getByRole('tabpanel');
    const first = props.panels[0]?.articles?.find((article) => !article.redirectUrl);
    expect(first).toBeDefined();
    const link = within(panel).getByRole('link', { name: first!.title });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/article/\\d{6}/${first!.id}/$`));
    const rows = within(within(panel).getByRole('list')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/^1位/);
    expect(rows[0]).toHaveTextContent(props.panels[0]!.articles![0]!.mainCategory.nameJa);
    expect(rows[0]).toHaveTextContent(/\d{4}年\d{1,2}月\d{1,2}日（[日月火水木金土]）/);
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('現在のアクセスランキング');
  });

  it('?tab=post selects ポスト数 first, and its rows show the post count with thousands separators', async () => {
    const props = await articleRankingProps({ tab: 'post' });
    render(<RankingArticlePageView {...withRankingRail(props)} />);
    expect(screen.getByRole('tab', { name: 'ポスト数' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('ポスト数');
    const top = props.panels.find((candidate) => candidate.tab === 'post')!.articles![0]!;
    expect(top.reTweetCount).toBeGreaterThanOrEqual(1000);
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent(`ポスト数 ${top.reTweetCount.toLocaleString('en-US')}`);
  });

  it('clicking a tab shows its list without leaving the page', async () => {
    render(<RankingArticlePageView {...withRankingRail(await articleRankingProps())} />);
    const weekly = screen.getByRole('tab', { name: '週間' });
    const click = fireEvent.click(weekly);
    expect(click).toBe(false); // default (navigation) prevented
    expect(weekly).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('週間');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2 })).toHaveTextContent('週間アクセスランキング');
  });

  it('arrow keys, Home and End move between tabs (roving tabindex)', async () => {
    render(<RankingArticlePageView {...withRankingRail(await articleRankingProps())} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1', '-1']);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[4]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[4]!, { key: 'Home' });
    expect(tabs[0]).toHaveFocus();
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(tabs[4]).toHaveAttribute('tabindex', '0');
  });

  it('a tab whose source failed says 「ランキングを取得できませんでした」; an empty one 「該当する記事はありません」', async () => {
    const props = await articleRankingProps();
    const panels = props.panels.map((panel) =>
      panel.tab === 'daily' ? { ...panel, articles: null, aggregatedAt: null } : panel.tab === 'weekly' ? { ...panel, articles: [] } : panel,
    );
    render(<RankingArticlePageView {...withRankingRail(props)} panels={panels} />);
    fireEvent.click(screen.getByRole('tab', { name: '24時間' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('ランキングを取得できませんでした');
    fireEvent.click(screen.getByRole('tab', { name: '週間' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('該当する記事はありません');
    fireEvent.click(screen.getByRole('tab', { name: '現在' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});
