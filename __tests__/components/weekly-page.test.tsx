import { render, screen, within } from '@testing-library/react';
import { WeeklyPageView } from '@/components/pages/weekly-page-view';
import { WeeklyPartPageView } from '@/components/pages/weekly-part-page-view';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { WeeklyPageProps, WeeklyPartPageProps } from '@/lib/page-data/weekly';
import { AMAZON_AFFILIATE_TAGS } from '@/ads/amazon-affiliate';
import { BACK_ISSUE_LIMIT } from '@/lib/page-data/weekly-issue';
import { getDataset } from '@/mocks/data';
import { captureLogs, makeFetchSource, setupContentApi } from '../support/content-api';
import { withIslands, withRankingRail } from '../support/islands';

setupContentApi();
captureLogs();

async function pageProps<P>(routePath: string, params: Record<string, string>): Promise<P> {
  const result = await runPageData({ routePath, params, query: params, fetchSource: makeFetchSource() });
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as P;
}

const { weeklyPart } = getDataset().site;

describe('weekly magazine index (週刊プレイノート)', () => {
  it('one h1, the issue title, number, release date and cover', async () => {
    render(<WeeklyPageView {...withRankingRail(await pageProps<WeeklyPageProps>('/special/content/weeklyplaynote/', {}))} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('週刊プレイノート');
    expect(screen.getByText(weeklyPart.issue.title)).toBeInTheDocument();
    expect(screen.getByText(`No.${weeklyPart.issue.issueNumber}`)).toBeInTheDocument();
    expect(screen.getByText(/^\d{4}年\d{1,2}月\d{1,2}日（[日月火水木金土]）$/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${weeklyPart.issue.title}の表紙` })).toBeInTheDocument();
  });

  it('the parts link to their pages under /special/content/weeklyplaynote/', async () => {
    render(<WeeklyPageView {...withRankingRail(await pageProps<WeeklyPageProps>('/special/content/weeklyplaynote/', {}))} />);
    const parts = screen.getByRole('region', { name: '今週号の内容' });
    for (const part of weeklyPart.parts) {
      expect(within(parts).getByRole('link', { name: part.title })).toHaveAttribute('href', `/special/content/weeklyplaynote/${part.id}/`);
    }
  });

  it('購入: a shop button for each edition of the current issue, leaving as sponsored links, Amazon with the page type’s tracking id', async () => {
    render(<WeeklyPageView {...withRankingRail(await pageProps<WeeklyPageProps>('/special/content/weeklyplaynote/', {}))} />);
    const shops = screen.getByRole('list', { name: `No.${weeklyPart.issue.issueNumber}を購入` });
    const links = within(shops).getAllByRole('link');
    expect(links.map((link) => link.dataset.shop)).toEqual(['amazon', 'rakuten', 'honto', 'bookwalker']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'sponsored noopener');
    }
    const amazon = new URL(links[0]!.getAttribute('href')!);
    expect(amazon.searchParams.get('k')).toBe(weeklyPart.issue.jan);
    expect(amazon.searchParams.get('tag')).toBe(AMAZON_AFFILIATE_TAGS.LIST);
    expect(links[0]).toHaveAccessibleName(/Amazon.*No\.\d+（雑誌）を購入/);
  });

  it('バックナンバー: the newest back issues newest first, covers, features linking to their part pages, their shops', async () => {
    const props = await pageProps<WeeklyPageProps>('/special/content/weeklyplaynote/', {});
    render(<WeeklyPageView {...withRankingRail(props)} />);
    const section = screen.getByRole('region', { name: 'バックナンバー' });
    const items = within(section).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(BACK_ISSUE_LIMIT);
    const shown = weeklyPart.backIssues.slice(0, BACK_ISSUE_LIMIT);
    items.forEach((item, index) => {
      const backIssue = shown[index]!;
      expect(item).toHaveTextContent(`No.${backIssue.issueNumber}`);
      // A cover that links repeats the feature link, so it is left out of the accessibility tree (hidden: true).
      expect(within(item).getByRole('img', { name: `${backIssue.title}の表紙`, hidden: true })).toBeVisible();
      if (backIssue.url) expect(within(item).getByRole('link', { name: backIssue.feature })).toHaveAttribute('href', backIssue.url);
      else expect(within(item).queryByRole('link', { name: backIssue.feature })).toBeNull();
      const shopKeys = within(item).queryAllByRole('link').flatMap((link) => (link.dataset.shop ? [link.dataset.shop] : []));
      expect(shopKeys).toEqual([...(backIssue.jan ? ['amazon', 'rakuten', 'honto'] : []), ...(backIssue.isEbook ? ['bookwalker'] : [])]);
    });
  });

  it('no back issues: no バックナンバー section', async () => {
    const props = await pageProps<WeeklyPageProps>('/special/content/weeklyplaynote/', {});
    render(<WeeklyPageView {...withRankingRail(props)} weeklyPart={{ ...props.weeklyPart, backIssues: [] }} />);
    expect(screen.queryByRole('region', { name: 'バックナンバー' })).toBeNull();
  });

  it('an issue without parts says so', async () => {
    const props = await pageProps<WeeklyPageProps>('/special/content/weeklyplaynote/', {});
    render(<WeeklyPageView {...withRankingRail(props)} weeklyPart={{ ...props.weeklyPart, parts: [] }} />);
    expect(screen.getByText('今週号の記事はまだありません')).toBeInTheDocument();
  });
});

describe('weekly magazine part', () => {
  const [part] = weeklyPart.parts;
  const partProps = () => pageProps<WeeklyPartPageProps>('/special/content/weeklyplaynote/[articleId]/', { articleId: part!.id });

  it('one h1 with the article title, the issue link above it, the issue’s other parts below', async () => {
    const props = await partProps();
    render(<WeeklyPartPageView {...withIslands('/special/content/weeklyplaynote/[articleId]/', props)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(props.articleDetailData.title);
    expect(screen.getByRole('link', { name: weeklyPart.issue.title })).toHaveAttribute('href', '/special/content/weeklyplaynote/');
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: '週刊プレイノート' })).toHaveAttribute('href', '/special/content/weeklyplaynote/');
    const others = screen.getByRole('region', { name: '今週号のその他の記事' });
    const [other] = weeklyPart.parts.slice(1);
    expect(within(others).getByRole('link', { name: other!.title })).toHaveAttribute('href', other!.url);
    expect(within(others).queryByRole('link', { name: part!.title })).not.toBeInTheDocument();
  });

  it('without the issue (its source failed) the banner still leads to the magazine and the block says so', async () => {
    const props = await partProps();
    render(<WeeklyPartPageView {...withIslands('/special/content/weeklyplaynote/[articleId]/', { ...props, issue: null, otherParts: [] })} />);
    expect(screen.getByRole('link', { name: '週刊プレイノート 最新号' })).toHaveAttribute('href', '/special/content/weeklyplaynote/');
    expect(within(screen.getByRole('region', { name: '今週号のその他の記事' })).getByText('該当する記事はありません')).toBeInTheDocument();
  });
});
