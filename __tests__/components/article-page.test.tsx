import { render, screen, within } from '@testing-library/react';
import { ArticlePageView } from '@/components/pages/article-page-view';
import { TopPageView } from '@/components/pages/top-page-view';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { ArticlePageProps } from '@/lib/page-data/article';
import type { TopPageProps } from '@/lib/page-data/top';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../support/content-api';
import { withArticleIslands, withIslands } from '../support/islands';

setupContentApi();
captureLogs();

async function articleProps(publicationDate: string, articleId: string, page?: string): Promise<ArticlePageProps> {
  const result = await runPageData({
    routePath: '/article/[publicationDate]/[articleId]/',
    params: { publicationDate, articleId },
    query: page ? { page } : {},
    fetchSource: makeFetchSource(),
  });
  if (result?.kind !== 'props') throw new Error('expected props');
  return result.props as unknown as ArticlePageProps;
}

describe('article page', () => {
  const { record, detail } = findArticle((candidate, body) => body.content.length >= 2 && !candidate.card.redirectUrl && !body.isR18 && body.items.length > 0);

  it('shows title, dates in JST, authors linking to their pages, categories, breadcrumb and share buttons', async () => {
    render(<ArticlePageView {...withArticleIslands(await articleProps(record.yearMonth, record.id))} />);
    expect(screen.getByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
    const [firstAuthor] = detail.authors;
    expect(screen.getByRole('link', { name: firstAuthor?.name })).toHaveAttribute('href', `/author/${firstAuthor?.id}/page/1/`);
    expect(screen.getAllByText(/\d{4}年\d{1,2}月\d{1,2}日（[日月火水木金土]）\d{2}:\d{2}/).length).toBeGreaterThan(0);
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
    const share = screen.getAllByRole('list', { name: 'この記事をシェア' })[0] as HTMLElement;
    expect(within(share).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Xでポスト',
      'Facebookでシェア',
      'LINEで送る',
      'はてなブックマークに追加',
    ]);
    expect(screen.getByRole('heading', { name: 'この記事で紹介しているゲーム' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  // Issue 37: what the reading history keeps (a hidden marker in the heading island) and a follow
  // button per game box, sent disabled until the reader code sets its state.
  it('carries the reading history’s marker and a disabled, unpressed follow button in each game box', async () => {
    const { container } = render(<ArticlePageView {...withArticleIslands(await articleProps(record.yearMonth, record.id))} />);
    const marker = container.querySelector('[data-reading-article]');
    expect(marker).toHaveAttribute('data-reading-article', record.id);
    expect(marker).toHaveAttribute('data-reading-title', detail.title);
    expect(marker).not.toBeVisible();
    const games = screen.getByRole('region', { name: 'この記事で紹介しているゲーム' });
    const buttons = within(games).getAllByRole('button', { hidden: true });
    expect(buttons).toHaveLength(detail.items.length);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('multi-page bodies have a pager with the current page marked', async () => {
    render(<ArticlePageView {...withArticleIslands(await articleProps(record.yearMonth, record.id, '2'))} />);
    const pager = screen.getByRole('navigation', { name: '記事のページ' });
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: '前へ' })).toHaveAttribute('href', `/article/${record.yearMonth}/${record.id}/`);
  });

  it('an R-18 article shows the age notice', async () => {
    const r18 = findArticle((candidate, body) => body.isR18 && !candidate.card.redirectUrl);
    render(<ArticlePageView {...withArticleIslands(await articleProps(r18.record.yearMonth, r18.record.id))} />);
    expect(screen.getByRole('note')).toHaveTextContent('18歳未満');
  });
});

describe('top page', () => {
  it('renders the newest articles as links to their article pages and the category sections', async () => {
    const result = await runPageData({ routePath: '/', params: {}, query: {}, fetchSource: makeFetchSource() });
    if (result?.kind !== 'props') throw new Error('expected props');
    const props = result.props as unknown as TopPageProps;
    render(<TopPageView {...withIslands('/', props)} />);
    const newest = screen.getByRole('region', { name: '新着記事' });
    const links = within(newest).getAllByRole('link').filter((link) => /^\/article\/\d{6}\/\d+\/$/.test(link.getAttribute('href') ?? ''));
    expect(links.length).toBe(props.newArticles.filter((card) => !card.redirectUrl).length);
    for (const section of props.sections) expect(screen.getByRole('region', { name: section.category.nameJa })).toBeInTheDocument();
  });
});
