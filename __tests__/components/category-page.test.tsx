import { render, screen, within } from '@testing-library/react';
import { CategoryPageView } from '@/components/pages/category-page-view';
import { MAIN_CATEGORY_LIST } from '@/foundation/site/categories';
import type { CategoryPageProps } from '@/lib/page-data/category';
import { getDataset } from '@/mocks/data';
import { captureLogs, setupContentApi } from '../support/content-api';
import { expectHeadingOutline, pageProps } from './list-pages-helpers';
import { withRankingRail } from '../support/islands';

setupContentApi();
captureLogs();

const dataset = getDataset();
const categoryProps = (categoryCode: string, pageNumber = '1') =>
  pageProps<CategoryPageProps>('/category/[categoryCode]/page/[pageNumber]/', { categoryCode, pageNumber });

describe('category page', () => {
  it('the h1 is the category’s Japanese name; breadcrumb トップ › カテゴリ', async () => {
    render(<CategoryPageView {...withRankingRail(await categoryProps('review'))} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('レビュー');
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByText('レビュー')).toHaveAttribute('aria-current', 'page');
    expectHeadingOutline();
  });

  it('a row of links to 新着 and the other main categories', async () => {
    render(<CategoryPageView {...withRankingRail(await categoryProps('review'))} />);
    const row = screen.getByRole('navigation', { name: 'ほかのカテゴリ' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['新着', ...MAIN_CATEGORY_LIST.filter((c) => c.code !== 'review').map((c) => c.nameJa)]);
    expect(within(row).getByRole('link', { name: '新着' })).toHaveAttribute('href', '/category/new-article/page/1/');
    expect(within(row).getByRole('link', { name: 'ニュース' })).toHaveAttribute('href', '/category/news/page/1/');
    expect(within(row).queryByRole('link', { name: 'レビュー' })).not.toBeInTheDocument();
  });

  it('lists the category’s articles, 20 a page (spec §9), and pages through them', async () => {
    const reviews = dataset.articles.byCategory.get('review')!;
    render(<CategoryPageView {...withRankingRail(await categoryProps('review'))} />);
    const section = screen.getByRole('region', { name: 'レビューの記事一覧' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual(
      reviews.slice(0, 20).map((record) => record.card.title),
    );
    const pager = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(pager).getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/category/review/page/2/');
    expect(within(pager).getByRole('link', { name: `${Math.ceil(reviews.length / 20)}ページ目` })).toBeInTheDocument();
  });

  it('the 新着 list is titled 新着 and links back to every main category', async () => {
    render(<CategoryPageView {...withRankingRail(await categoryProps('new-article'))} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('新着');
    const row = screen.getByRole('navigation', { name: 'ほかのカテゴリ' });
    expect(within(row).getAllByRole('link')).toHaveLength(MAIN_CATEGORY_LIST.length);
  });

  it('an empty category shows 「該当する記事はありません」', async () => {
    const props = await categoryProps('ps3');
    render(<CategoryPageView {...withRankingRail(props)} articles={[]} totalCount={0} pageCount={1} />);
    expect(screen.getByText('該当する記事はありません')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).not.toBeInTheDocument();
  });
});
