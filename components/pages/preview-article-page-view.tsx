import type { ReactNode } from 'react';
import { PageHead } from '@/components/head/page-head';
import { previewBodyPagePath } from '@/foundation/paths/preview';
import type { PreviewArticlePageProps } from '@/lib/page-data/preview';
import { ROBOTS } from '@/components/seo/head-values';
import { ArticlePage } from './article-page';
import { Island } from '@/components/islands/island';
import '@/components/pages/preview-frame.module.scss';
import type { WithIslands } from '@/foundation/site/html-only';

/** Head of a preview: marked as such, noindex, canonical to where readers will find the article. */
export function previewTitle(title: string): string {
  return `【プレビュー】${title}`;
}

interface PreviewArticleProps extends WithIslands<PreviewArticlePageProps> {
  /** Between the breadcrumb and the article (e.g. the collection the article belongs to). */
  banner?: ReactNode;
  /** After the article. */
  children?: ReactNode;
}

/**
 * An article exactly as readers will see it, inside the preview frame: noindex head canonical to
 * the public address, body pages that keep the token, shares of the public address.
 */
export function PreviewArticle({ preview, banner, children, ...rest }: PreviewArticleProps) {
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
      {/* The editors' bar (preview-notice.tsx), a static island, above the page. */}
      <Island id="preview-notice" html={rest.islands['preview-notice']} />
      <ArticlePage
        {...rest}
        // The article renders the same for every ad page type; the ads read pageMeta (PREVIEW).
        adUnitsType="ARTICLE_DETAIL"
        // Body pages stay in the preview and keep its token (it signs the path, not the page).
        pathOfPage={(page) => previewBodyPagePath(preview.path, preview.token, page)}
        // Shares point at the public address, never at the signed preview link.
        sharePath={preview.publicPath}
        banner={banner}
      >
        {children}
      </ArticlePage>
    </>
  );
}

/** `/preview/article/{articleId}/[{version}/]`: the article page as readers will see it, in the preview frame. */
export function PreviewArticlePageView(props: WithIslands<PreviewArticlePageProps>) {
  return <PreviewArticle {...props} />;
}
