import { render, screen, within } from '@testing-library/react';
import { ArchiveHistoryPageView } from '@/components/pages/archive-history-page-view';
import { ArchivePageView } from '@/components/pages/archive-page-view';
import type { ArchivePageProps } from '@/lib/page-data/archive';
import type { ArchiveHistoryPageProps } from '@/lib/page-data/archive-history';
import { getDataset } from '@/mocks/data';
import { captureLogs, setupContentApi } from '../support/content-api';
import { expectHeadingOutline, pageProps } from './list-pages-helpers';
import { withRankingRail } from '../support/islands';

setupContentApi();
captureLogs();

const dataset = getDataset();
const months = [...dataset.articles.byYearMonth.keys()].sort();
const yearMonth = months.find((month, index) => index > 0 && index < months.length - 1 && dataset.articles.byYearMonth.get(month)!.length > 40)!;
const monthLabel = `${Number(yearMonth.slice(0, 4))}年${Number(yearMonth.slice(4))}月`;
const labelOf = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(4))}月`;

/** Accessible-name matcher that ignores the spaces name computation puts around inline parts. */
const nameIs = (expected: string) => (name: string) => name.replace(/\s+/g, '') === expected.replace(/\s+/g, '');

type ArchiveIndex = Extract<ArchivePageProps, { view: 'index' }>;
type ArchiveMonth = Extract<ArchivePageProps, { view: 'month' }>;
type HistoryIndex = Extract<ArchiveHistoryPageProps, { view: 'index' }>;
type HistoryMonth = Extract<ArchiveHistoryPageProps, { view: 'month' }>;

describe('archive page', () => {
  it('the index lists years with months linking to /archive/?yearMonth=YYYYMM and their counts', async () => {
    const props = await pageProps<ArchiveIndex>('/archive/', {});
    render(<ArchivePageView {...withRankingRail(props)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('記事アーカイブ');
    expectHeadingOutline();
    const newest = props.years[0]!;
    const section = screen.getByRole('region', { name: nameIs(`${newest.year}年（${newest.total}件）`) });
    const first = newest.months[0]!;
    expect(within(section).getByRole('link', { name: nameIs(`${newest.year}年${first.month}月`) })).toHaveAttribute(
      'href',
      `/archive/?yearMonth=${first.yearMonth}`,
    );
    expect(within(section).getAllByRole('link')).toHaveLength(newest.months.length);
    expect(screen.getAllByRole('region', { name: (name) => /^\d{4}年/.test(name) })).toHaveLength(props.years.length);
  });

  it('counts are shown with thousands separators (spec §9)', async () => {
    const props = await pageProps<ArchiveIndex>('/archive/', {});
    const [year] = props.years;
    const bigYear = { ...year!, total: 123_456, months: [{ ...year!.months[0]!, count: 12_345 }] };
    render(<ArchivePageView {...withRankingRail(props)} years={[bigYear]} />);
    expect(screen.getByRole('heading', { level: 2, name: nameIs(`${bigYear.year}年（123,456件）`) })).toBeInTheDocument();
    expect(screen.getByText('12,345件')).toBeInTheDocument();
  });

  it('a month lists its articles with a pager on ?page= URLs and links to the neighbour months', async () => {
    const props = await pageProps<ArchiveMonth>('/archive/', {}, { yearMonth, page: '2' });
    render(<ArchivePageView {...withRankingRail(props)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${monthLabel}の記事`);
    expectHeadingOutline();
    const inMonth = dataset.articles.byYearMonth.get(yearMonth)!;
    const list = screen.getByRole('region', { name: `${monthLabel}の記事一覧` });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual(
      inMonth.slice(20, 40).map((record) => record.card.title),
    );
    const pager = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(pager).getByRole('link', { name: '前へ' })).toHaveAttribute('href', `/archive/?yearMonth=${yearMonth}`);
    if (inMonth.length > 40) expect(within(pager).getByRole('link', { name: '次へ' })).toHaveAttribute('href', `/archive/?yearMonth=${yearMonth}&page=3`);
    const monthNav = screen.getByRole('navigation', { name: '月の移動' });
    const index = months.indexOf(yearMonth);
    expect(within(monthNav).getByRole('link', { name: `${labelOf(months[index - 1]!)}（古い月）` })).toHaveAttribute(
      'href',
      `/archive/?yearMonth=${months[index - 1]}`,
    );
    expect(within(monthNav).getByRole('link', { name: `${labelOf(months[index + 1]!)}（新しい月）` })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: '記事アーカイブ' })).toHaveAttribute('href', '/archive/');
  });

  it('a month without articles shows 「該当する記事はありません」', async () => {
    const props = await pageProps<ArchiveMonth>('/archive/', {}, { yearMonth: '190001' });
    render(<ArchivePageView {...withRankingRail(props)} />);
    expect(screen.getByText('該当する記事はありません')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).not.toBeInTheDocument();
  });
});

describe('archive-history page', () => {
  const historyMonths = [...new Set(dataset.history.map((record) => record.yearMonth))].sort();
  const historyMonth = historyMonths[Math.floor(historyMonths.length / 2)]!;

  it('the index lists the old site’s years and months linking to /archive-history/?yearMonth=', async () => {
    const props = await pageProps<HistoryIndex>('/archive-history/', {});
    render(<ArchiveHistoryPageView {...withRankingRail(props)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('過去記事アーカイブ');
    expectHeadingOutline();
    const newest = props.years[0]!;
    const link = screen.getByRole('link', { name: nameIs(`${newest.year}年${newest.months[0]!.month}月`) });
    expect(link).toHaveAttribute('href', `/archive-history/?yearMonth=${newest.months[0]!.yearMonth}`);
  });

  it('a month lists old-site articles linking out to the old site in a new tab (rel=noopener)', async () => {
    const props = await pageProps<HistoryMonth>('/archive-history/', {}, { yearMonth: historyMonth });
    render(<ArchiveHistoryPageView {...withRankingRail(props)} />);
    expectHeadingOutline();
    const inMonth = dataset.history.filter((record) => record.yearMonth === historyMonth);
    const list = screen.getByRole('region', { name: `${labelOf(historyMonth)}の過去記事一覧` });
    // Sponsored cards (PR) sit among the records since issue 16; they are the advertisers' links.
    const links = within(list)
      .getAllByRole('link')
      .filter((link) => !link.closest('[data-sponsored]'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(inMonth.map((record) => record.article.url));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
    expect(within(list).getByRole('link', { name: nameIs(`${inMonth[0]!.article.title}（旧サイト・新しいタブで開きます）`) })).toBe(links[0]);
  });

  it('an unsafe URL from the history API is shown as text, never as a link (safeHref)', async () => {
    const props = await pageProps<HistoryMonth>('/archive-history/', {}, { yearMonth: historyMonth });
    const [first, ...rest] = props.month.items;
    const hostile = { ...first!, url: 'javascript:alert(1)' };
    render(<ArchiveHistoryPageView {...withRankingRail(props)} month={{ ...props.month, items: [hostile, ...rest] }} />);
    expect(screen.getByRole('heading', { level: 3, name: hostile.title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(`^${hostile.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('a month without old-site articles shows 「該当する記事はありません」', async () => {
    const props = await pageProps<HistoryMonth>('/archive-history/', {}, { yearMonth: '202607' });
    render(<ArchiveHistoryPageView {...withRankingRail(props)} />);
    expect(screen.getByText('該当する記事はありません')).toBeInTheDocument();
  });
});
