import { PageHead } from '@/components/head/page-head';
import { previewPagePath } from '@/lib/preview/paths';
import type { PreviewArticlePageProps } from '@/lib/routes/preview';
import { ROBOTS } from '@/lib/seo/head-values';
import { ArticlePage } from './article-page';
import { PreviewFrame } from './preview-frame';

/** Head of a preview: marked as such, noindex, canonical to where readers will find the article. */
export function previewTitle(title: string): string {
  return `【プレビュー】${title}`;
}

/** `/preview/article/{articleId}/[{version}/]`: the article page as readers will see it, in the preview frame. */
export function PreviewArticlePageView({ preview, ...rest }: PreviewArticlePageProps) {
  const article = rest.articleDetailData;
  return (
    <>
      <PageHead
        title={previewTitle(article.title)}
        description={article.description}
        canonicalPath={preview.publicPath}
        imageUrl={article.ogpImageUrl ?? article.thumbnailUrl}
        robots={ROBOTS.noindex}
      />
      <PreviewFrame preview={preview} publishedAt={article.publishedAt}>
        <ArticlePage
          {...rest}
          // The article renders the same for every ad page type; the ads read pageMeta (PREVIEW).
          adUnitsType="ARTICLE_DETAIL"
          // Body pages stay in the preview and keep its token (it signs the path, not the page).
          pathOfPage={(page) => previewPagePath(preview.path, preview.token, page)}
          // Shares point at the public address, never at the signed preview link.
          sharePath={preview.publicPath}
        />
      </PreviewFrame>
    </>
  );
}
