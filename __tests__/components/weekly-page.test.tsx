import { render, screen, within } from '@testing-library/react';
import { WeeklyPageView } from '@/components/pages/weekly-page-view';
import { WeeklyPartPageView } from '@/components/pages/weekly-part-page-view';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { WeeklyPageProps, WeeklyPartPageProps } from '@/lib/page-data/weekly';
import { getDataset } from '@/mocks/data';
import { captureLogs, makeFetchSource, setupContentApi } from '../support/content-api';

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
    render(<WeeklyPageView {...await pageProps<WeeklyPageProps>('/special/content/weeklyplaynote/', {})} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('週刊プレイノート');
    expect(screen.getByText(weeklyPart.issue.title)).toBeInTheDocument();
    expect(screen.getByText(`No.${weeklyPart.issue.issueNumber}`)).toBeInTheDocument();
    expect(screen.getByText(/^\d{4}年\d{1,2}月\d{1,2}日（[日月火水木金土]）$/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${weeklyPart.issue.title}の表紙` })).toBeInTheDocument();
  });

  it('the parts link to their pages under /special/content/weeklyplaynote/', async () => {
    render(<WeeklyPageView {...await pageProps<WeeklyPageProps>('/special/content/weeklyplaynote/', {})} />);
    const parts = screen.getByRole('region', { name: '今週号の内容' });
    for (const part of weeklyPart.parts) {
      expect(within(parts).getByRole('link', { name: part.title })).toHaveAttribute('href', `/special/content/weeklyplaynote/${part.id}/`);
    }
  });

  it('an issue without parts says so', async () => {
    const props = await pageProps<WeeklyPageProps>('/special/content/weeklyplaynote/', {});
    render(<WeeklyPageView {...props} weeklyPart={{ ...props.weeklyPart, parts: [] }} />);
    expect(screen.getByText('今週号の記事はまだありません')).toBeInTheDocument();
  });
});

describe('weekly magazine part', () => {
  const [part] = weeklyPart.parts;
  const partProps = () => pageProps<WeeklyPartPageProps>('/special/content/weeklyplaynote/[articleId]/', { articleId: part!.id });

  it('one h1 with the article title, the issue link above it, the issue’s other parts below', async () => {
    const props = await partProps();
    render(<WeeklyPartPageView {...props} />);
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
    render(<WeeklyPartPageView {...props} issue={null} otherParts={[]} />);
    expect(screen.getByRole('link', { name: '週刊プレイノート 最新号' })).toHaveAttribute('href', '/special/content/weeklyplaynote/');
    expect(within(screen.getByRole('region', { name: '今週号のその他の記事' })).getByText('該当する記事はありません')).toBeInTheDocument();
  });
});
