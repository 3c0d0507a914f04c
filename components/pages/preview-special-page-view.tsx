import { ArticleList } from '@/components/article-card/article-list';
import { CollectionBanner } from '@/components/special/collection-banner';
import { EmptyNote, TitledSection } from '@/components/special/titled-section';
import { paths } from '@/foundation/paths';
import type { PreviewSpecialPageProps } from '@/lib/page-data/preview';
import { PreviewArticle } from './preview-article-page-view';
import type { WithIslands } from '@/foundation/site/html-only';

/**
 * `/preview/special/{dir}/[{articleId}/[{version}/]]`: the article inside its collection as the
 * special article page shows it (the collection's link above, more of it below), in the preview frame.
 */
export function PreviewSpecialPageView({ collection, collectionArticles, ...rest }: WithIslands<PreviewSpecialPageProps>) {
  const collectionPath = paths.special(collection.directoryName);
  return (
    <PreviewArticle
      {...rest}
      banner={<CollectionBanner kind="特集" title={collection.title} href={collectionPath} isPr={collection.isPr} />}
    >
      <TitledSection id="collection-more" title={`「${collection.title}」の記事`} more={{ href: collectionPath, label: 'この特集の記事をすべて見る' }}>
        {collectionArticles.length > 0 ? <ArticleList articles={collectionArticles} /> : <EmptyNote>該当する記事はありません</EmptyNote>}
      </TitledSection>
    </PreviewArticle>
  );
}
