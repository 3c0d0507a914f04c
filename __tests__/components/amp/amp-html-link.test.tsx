import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ArticlePageView } from '@/components/pages/article-page-view';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { ArticlePageProps } from '@/lib/page-data/article';
import { captureLogs, findArticle, makeFetchSource, setupContentApi } from '../../support/content-api';
import { withArticleIslands } from '../../support/islands';

// next/head collects its children for _document; render them in place so the test can read them.
jest.mock('@/components/head/server-head', () => ({ ServerHead: ({ children }: { children: ReactNode }) => children }));

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

describe('rel=amphtml on the canonical article page (issue 5: linked both ways)', () => {
  const { record } = findArticle((candidate, detail) => detail.content.length >= 2 && !candidate.card.redirectUrl);

  it.each([
    [undefined, ''],
    ['2', '?page=2'],
  ])('body page %s points at the same body page of the AMP twin', async (page, query) => {
    render(<ArticlePageView {...withArticleIslands(await articleProps(record.yearMonth, record.id, page))} />);
    const links = document.querySelectorAll('link[rel="amphtml"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(`https://playnote.test/article/amp/${record.yearMonth}/${record.id}/${query}`);
    // The article's alone: the browser's head takes it out on other pages (following-head.ts).
    expect(links[0]?.hasAttribute('data-page-only')).toBe(true);
  });
});
