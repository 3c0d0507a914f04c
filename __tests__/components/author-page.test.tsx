import { render, screen, within } from '@testing-library/react';
import { AuthorPageView } from '@/components/pages/author-page-view';
import type { AuthorPageProps } from '@/lib/page-data/author';
import { getDataset } from '@/mocks/data';
import { captureLogs, setupContentApi } from '../support/content-api';
import { expectHeadingOutline, pageProps } from './list-pages-helpers';
import { withRankingRail } from '../support/islands';

setupContentApi();
captureLogs();

const dataset = getDataset();
const author = dataset.authors.find((candidate) => candidate.id !== '100' && (dataset.articles.byAuthor.get(candidate.id)?.length ?? 0) > 40)!;
const authored = dataset.articles.byAuthor.get(author.id)!;
const authorProps = (pageNumber: string) =>
  pageProps<AuthorPageProps>('/author/[authorId]/page/[pageNumber]/', { authorId: author.id, pageNumber });

describe('author page', () => {
  it('the h1 is the author’s name, with kana, role and profile', async () => {
    render(<AuthorPageView {...withRankingRail(await authorProps('1'))} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(author.name);
    expect(screen.getByText(author.nameKana)).toBeInTheDocument();
    expect(screen.getByText(author.role)).toBeInTheDocument();
    expect(screen.getByText(author.profile)).toBeInTheDocument();
    expectHeadingOutline();
  });

  it('breadcrumb トップ › 著者名, the author being the current page', async () => {
    render(<AuthorPageView {...withRankingRail(await authorProps('1'))} />);
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText(author.name)).toHaveAttribute('aria-current', 'page');
  });

  it('lists 20 of the author’s articles (spec §9), each linking to its article page', async () => {
    render(<AuthorPageView {...withRankingRail(await authorProps('1'))} />);
    const section = screen.getByRole('region', { name: `${author.name}の記事` });
    const titles = within(section).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(authored.slice(0, 20).map((record) => record.card.title));
    const first = authored[0]!;
    // The first card's link (the generated copy may give two of an author's stories one title).
    expect(titles[0]!.closest('a')).toHaveAttribute('href', first.card.redirectUrl ?? first.path);
    expect(within(section).getByText(`${authored.length}件中 1～20件を表示`)).toBeInTheDocument();
  });

  it('pagination links to the author’s other pages', async () => {
    render(<AuthorPageView {...withRankingRail(await authorProps('2'))} />);
    const pager = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: '前へ' })).toHaveAttribute('href', `/author/${author.id}/page/1/`);
    expect(within(pager).getByRole('link', { name: '次へ' })).toHaveAttribute('href', `/author/${author.id}/page/3/`);
  });

  it('an author without articles shows 「該当する記事はありません」 and no pager', async () => {
    const props = await authorProps('1');
    render(<AuthorPageView {...withRankingRail(props)} articles={[]} totalCount={0} pageCount={1} />);
    expect(screen.getByText('該当する記事はありません')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(author.name);
  });
});
