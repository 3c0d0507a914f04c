import { render, screen, within } from '@testing-library/react';
import { PreviewArticlePageView } from '@/components/pages/preview-article-page-view';
import { PreviewSpecialPageView } from '@/components/pages/preview-special-page-view';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { RouteParams } from '@/lib/page-data/types';
import { signPreviewPath } from '@/lib/preview/token';
import type { PreviewArticlePageProps, PreviewSpecialPageProps } from '@/lib/page-data/preview';
import { getDataset } from '@/mocks/data';
import { draftsOf } from '@/mocks/resolvers/article-drafts';
import { captureLogs, dataNow, makeFetchSource, setupContentApi } from '../support/content-api';
import { withArticleIslands, withIslands } from '../support/islands';

const SECRET = 'component-test-preview-secret-0123456789ab';
process.env.PREVIEW_SECRET = SECRET;

setupContentApi();
captureLogs();

const NOW = dataNow();
const dataset = getDataset();
const drafts = draftsOf(dataset);
/** A multi-page unpublished article and its collection. */
/** The first draft: three body pages (mocks/resolvers/article-drafts.ts). */
const draft = drafts.all[0]!;
const directoryName = drafts.directoryOf.get(draft.id)!;
const collectionTitle = dataset.matome.get(directoryName)!.detail.title;

async function previewProps<P>(routePath: string, params: RouteParams, query: Record<string, string> = {}): Promise<P> {
  const requestPath = routePath.replace(/\[(\w+)\]/g, (_match, name: string) => params[name] ?? '');
  const token = signPreviewPath(requestPath, new Date(NOW.getTime() + 72 * 3_600_000), SECRET, NOW);
  const result = await runPageData({ routePath, params, query: { ...params, ...query, token }, fetchSource: makeFetchSource(), now: NOW, requestPath });
  if (result?.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as unknown as P;
}

describe('article preview page', () => {
  it('shows the unpublished article as the article page does, under the editors’ preview bar', async () => {
    const props = await previewProps<PreviewArticlePageProps>('/preview/article/[articleId]/', { articleId: draft.id });
    render(<PreviewArticlePageView {...withArticleIslands(props)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: draft.card.title })).toBeInTheDocument();

    const bar = screen.getByRole('complementary', { name: 'プレビュー' });
    expect(bar).toHaveTextContent('読者には表示されません');
    expect(bar).toHaveTextContent(/\d{4}年\d{1,2}月\d{1,2}日（[日月火水木金土]）10:00 公開予定（未公開）/);
    expect(bar).toHaveTextContent('最新版');
    expect(bar).toHaveTextContent(`https://playnote.test/article/${draft.yearMonth}/${draft.id}/`);
    expect(bar).toHaveTextContent(/リンクの有効期限\d{4}年/);

    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: draft.mainCategory.nameJa })).toHaveAttribute('href', `/category/${draft.mainCategory.code}/page/1/`);    // Issue 37: an editor's preview is no reading (no marker for the reader's history).
    expect(document.querySelector('[data-reading-article]')).toBeNull();
  });

  it('body pages link inside the preview and keep its token', async () => {
    const props = await previewProps<PreviewArticlePageProps>('/preview/article/[articleId]/', { articleId: draft.id }, { page: '2' });
    render(<PreviewArticlePageView {...withArticleIslands(props)} />);
    const pager = screen.getByRole('navigation', { name: '記事のページ' });
    const token = encodeURIComponent(props.preview.token);
    expect(within(pager).getByRole('link', { name: '前へ' })).toHaveAttribute('href', `/preview/article/${draft.id}/?token=${token}`);
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    for (const link of within(pager).getAllByRole('link')) expect(link.getAttribute('href')).toContain(`?token=${token}`);
  });

  it('a saved version says which one it is', async () => {
    const props = await previewProps<PreviewArticlePageProps>('/preview/article/[articleId]/[version]/', { articleId: draft.id, version: '2' });
    render(<PreviewArticlePageView {...withArticleIslands(props)} />);
    expect(screen.getByRole('heading', { level: 1, name: `${draft.card.title}（第2版）` })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'プレビュー' })).toHaveTextContent('第2版');
  });
});

describe('special preview page', () => {
  it('shows the article inside its collection: the collection link above, more of it below', async () => {
    const props = await previewProps<PreviewSpecialPageProps>('/preview/special/[matomeDirectoryName]/[articleId]/', { matomeDirectoryName: directoryName, articleId: draft.id });
    render(<PreviewSpecialPageView {...withIslands('/preview/special/[matomeDirectoryName]/[articleId]/', props)} />);
    expect(screen.getByRole('heading', { level: 1, name: draft.card.title })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: collectionTitle })[0]).toHaveAttribute('href', `/special/${directoryName}/`);
    const more = screen.getByRole('region', { name: `「${collectionTitle}」の記事` });
    const cards = within(more).getAllByRole('link').filter((link) => /^\/special\/[a-z0-9-]+\/\d+\/$/.test(link.getAttribute('href') ?? ''));
    expect(cards.length).toBeGreaterThan(0);
    expect(within(more).getByRole('link', { name: 'この特集の記事をすべて見る' })).toHaveAttribute('href', `/special/${directoryName}/`);
    expect(screen.getByRole('complementary', { name: 'プレビュー' })).toHaveTextContent(`https://playnote.test/special/${directoryName}/${draft.id}/`);
  });

  it('says so when the collection has no other articles to show', async () => {
    const props = await previewProps<PreviewSpecialPageProps>('/preview/special/[matomeDirectoryName]/', { matomeDirectoryName: directoryName });
    render(<PreviewSpecialPageView {...withIslands('/preview/special/[matomeDirectoryName]/', { ...props, collectionArticles: [] })} />);
    expect(screen.getByRole('heading', { level: 1, name: draft.card.title })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: `「${collectionTitle}」の記事` })).getByText('該当する記事はありません')).toBeInTheDocument();
  });
});
