import { ArticleList } from '@/components/article-card/article-list';
import { PageHead } from '@/components/head/page-head';
import { CollectionBanner } from '@/components/special/collection-banner';
import { EmptyNote, TitledSection } from '@/components/special/titled-section';
import { paths } from '@/lib/paths';
import { previewPagePath } from '@/lib/preview/paths';
import type { PreviewSpecialPageProps } from '@/lib/routes/preview';
import { ROBOTS } from '@/lib/seo/head-values';
import { ArticlePage } from './article-page';
import { previewTitle } from './preview-article-page-view';
import { PreviewFrame } from './preview-frame';

/**
 * `/preview/special/{dir}/[{articleId}/[{version}/]]`: the article inside its collection as the
 * special article page shows it (the collection's link above, more of it below), in the preview frame.
 */
export function PreviewSpecialPageView({ preview, collection, collectionArticles, ...rest }: PreviewSpecialPageProps) {
  const article = rest.articleDetailData;
  const collectionPath = paths.special(collection.directoryName);
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
          banner={<CollectionBanner kind="特集" title={collection.title} href={collectionPath} isPr={collection.isPr} />}
        >
          <TitledSection id="collection-more" title={`「${collection.title}」の記事`} more={{ href: collectionPath, label: 'この特集の記事をすべて見る' }}>
            {collectionArticles.length > 0 ? <ArticleList articles={collectionArticles} /> : <EmptyNote>該当する記事はありません</EmptyNote>}
          </TitledSection>
        </ArticlePage>
      </PreviewFrame>
    </>
  );
}
