import { render, screen, within } from '@testing-library/react';
import { SpecialArticlePageView } from '@/components/pages/special-article-page-view';
import { SpecialPageView, specialPageTitle } from '@/components/pages/special-page-view';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { SpecialArticlePageProps, SpecialPageProps } from '@/lib/page-data/special';
import { getDataset } from '@/mocks/data';
import { buildArticleDetail } from '@/mocks/data/article-body';
import { captureLogs, makeFetchSource, setupContentApi } from '../support/content-api';
import { withIslands, withRankingRail } from '../support/islands';

setupContentApi();
captureLogs();

async function pageProps<P>(routePath: string, params: Record<string, string>, query: Record<string, string> = {}): Promise<P> {
  const result = await runPageData({ routePath, params, query: { ...params, ...query }, fetchSource: makeFetchSource() });
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as P;
}

const dataset = getDataset();
const [name, collection] = [...dataset.matome.entries()].find(([, record]) => !record.detail.isPr && record.articles.length > 40)!;
const [prName] = [...dataset.matome.entries()].find(([, record]) => record.detail.isPr)!;
const collectionProps = (query: Record<string, string> = {}, directoryName = name) =>
  pageProps<SpecialPageProps>('/special/[matomeDirectoryName]/', { matomeDirectoryName: directoryName }, query);

describe('special collection page', () => {
  it('one h1 with the collection title, its description and header image', async () => {
    const { container } = render(<SpecialPageView {...withRankingRail(await collectionProps())} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(collection.detail.title);
    expect(screen.getByText(collection.detail.description)).toBeInTheDocument();
    expect(container.querySelector('header img')).not.toBeNull();
    // A collection that is not PR has no PR label in its header (sponsored cards in its list have theirs).
    expect(within(container.querySelector('header') as HTMLElement).queryByText('PR')).not.toBeInTheDocument();
  });

  it('category filter links: すべて and each category as ?category={id}, the current one marked', async () => {
    const [category] = collection.detail.categories;
    render(<SpecialPageView {...withRankingRail(await collectionProps({ category: category!.categoryId }))} />);
    const filters = screen.getByRole('navigation', { name: 'カテゴリーで絞り込む' });
    expect(within(filters).getByRole('link', { name: 'すべて' })).toHaveAttribute('href', `/special/${name}/`);
    for (const each of collection.detail.categories) {
      expect(within(filters).getByRole('link', { name: each.name })).toHaveAttribute('href', `/special/${name}/?category=${each.categoryId}`);
    }
    expect(within(filters).getByRole('link', { name: category!.name })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: new RegExp(`「${category!.name}」の記事`) })).toBeInTheDocument();
  });

  it('20 articles a page (spec §9), each linking to the article inside the collection, with a pager by ?page=', async () => {
    render(<SpecialPageView {...withRankingRail(await collectionProps({ page: '2' }))} />);
    const list = screen.getByRole('region', { name: /この特集の記事/ });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(20);
    const first = collection.articles[20]!;
    // The first card of page 2 (found by place: the generated copy may give two stories one title).
    expect(within(cards[0]!).getByRole('link', { name: new RegExp(escapeRegExp(first.card.title)) })).toHaveAttribute(
      'href',
      first.card.redirectUrl ?? `/special/${name}/${first.id}/`,
    );
    const pager = screen.getByRole('navigation', { name: '記事一覧のページ' });
    expect(within(pager).getByRole('link', { name: '前へ' })).toHaveAttribute('href', `/special/${name}/`);
    expect(within(pager).getByRole('link', { name: '次へ' })).toHaveAttribute('href', `/special/${name}/?page=3`);
  });

  it('other collections link to /special/{dir}/', async () => {
    const props = await collectionProps();
    render(<SpecialPageView {...withRankingRail(props)} />);
    const others = screen.getByRole('region', { name: 'その他の特集' });
    const [other] = props.otherCollections;
    expect(within(others).getByRole('link', { name: other!.title })).toHaveAttribute('href', `/special/${other!.directoryName}/`);
  });

  it('a PR collection shows the PR label', async () => {
    render(<SpecialPageView {...withRankingRail(await collectionProps({}, prName))} />);
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).getByText('PR')).toBeInTheDocument();
    expect(within(header).getByText('この特集は広告企画（PR）です。')).toBeInTheDocument();
  });

  it('an empty list says so (該当する記事はありません) and has no pager', async () => {
    const props = await collectionProps();
    render(<SpecialPageView {...withRankingRail(props)} articles={[]} totalCount={0} pageCount={1} />);
    expect(screen.getByText('該当する記事はありません')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '記事一覧のページ' })).not.toBeInTheDocument();
  });

  it.each([
    [{ category: null, page: 1 }, 'タイトル'],
    [{ category: 'カテゴリ', page: 1 }, 'タイトル：カテゴリ'],
    [{ category: 'カテゴリ', page: 3 }, 'タイトル：カテゴリ（3ページ目）'],
  ])('head title names the filter and the page: %j → %s', ({ category, page }, expected) => {
    expect(
      specialPageTitle({ collection: { title: 'タイトル' } as SpecialPageProps['collection'], selectedCategory: category ? { categoryId: '1', name: category } : null, currentPage: page }),
    ).toBe(expected);
  });
});

describe('article inside a collection', () => {
  const member = collection.articles.find((record) => record.card.redirectUrl === null && !record.isR18 && record.card.liveState === null)!;
  const articleProps = (query: Record<string, string> = {}, articleId = member.id) =>
    pageProps<SpecialArticlePageProps>('/special/[matomeDirectoryName]/[articleId]/', { matomeDirectoryName: name, articleId }, query);

  it('one h1 with the article title, the collection’s link above it and its breadcrumb', async () => {
    const props = await articleProps();
    render(<SpecialArticlePageView {...withIslands('/special/[matomeDirectoryName]/[articleId]/', props)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(props.articleDetailData.title);
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: collection.detail.title })).toHaveAttribute('href', `/special/${name}/`);
    const collectionLinks = screen.getAllByRole('link', { name: collection.detail.title });
    expect(collectionLinks.length).toBeGreaterThanOrEqual(2); // breadcrumb and the banner
    expect(collectionLinks.every((link) => link.getAttribute('href') === `/special/${name}/`)).toBe(true);
  });

  it('more of the collection below the article, linking inside the collection, and a link to all of it', async () => {
    const props = await articleProps();
    render(<SpecialArticlePageView {...withIslands('/special/[matomeDirectoryName]/[articleId]/', props)} />);
    const more = screen.getByRole('region', { name: `「${collection.detail.title}」の記事` });
    const [first] = props.collectionArticles;
    const cards = within(more).getAllByRole('article');
    expect(cards).toHaveLength(props.collectionArticles.length);
    // The first card, found by place (one story's headline may be part of another's: 【動画】…).
    expect(within(cards[0]!).getByRole('link', { name: new RegExp(escapeRegExp(first!.title)) })).toHaveAttribute(
      'href',
      dataset.articles.byId.get(first!.id)!.card.redirectUrl ?? `/special/${name}/${first!.id}/`,
    );
    expect(within(more).getByRole('link', { name: 'この特集の記事をすべて見る' })).toHaveAttribute('href', `/special/${name}/`);
  });

  it('a multi-page article pages at its special address', async () => {
    const multi = collection.articles.find((record) => record.card.redirectUrl === null && buildArticleDetail(dataset, record).content.length >= 2);
    expect(multi).toBeDefined();
    render(<SpecialArticlePageView {...withIslands('/special/[matomeDirectoryName]/[articleId]/', await articleProps({ page: '2' }, multi!.id))} />);
    const pager = screen.getByRole('navigation', { name: '記事のページ' });
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: '前へ' })).toHaveAttribute('href', `/special/${name}/${multi!.id}/`);
  });

  it('no related articles: the block says so', async () => {
    const props = await articleProps();
    render(<SpecialArticlePageView {...withIslands('/special/[matomeDirectoryName]/[articleId]/', { ...props, collectionArticles: [] })} />);
    expect(within(screen.getByRole('region', { name: `「${collection.detail.title}」の記事` })).getByText('該当する記事はありません')).toBeInTheDocument();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
