import { ArticleList } from '@/components/article-card/article-list';
import { CollectionBanner } from '@/components/special/collection-banner';
import { EmptyNote, TitledSection } from '@/components/special/titled-section';
import { paths } from '@/foundation/paths';
import type { SpecialArticlePageProps } from '@/lib/page-data/special';
import { specialArticlePath } from '@/foundation/paths/special';
import { ArticlePage } from './article-page';
import type { WithIslands } from '@/foundation/site/html-only';

/** An article inside a curated collection: the collection's link above it, more of the collection below. */
export function SpecialArticlePage({ collection, collectionArticles, ...rest }: WithIslands<SpecialArticlePageProps>) {
  const collectionPath = paths.special(collection.directoryName);
  return (
    <ArticlePage
      {...rest}
      // Body pages stay at the special address, where the article was found.
      pathOfPage={(page) => specialArticlePath(collection.directoryName, rest.articleDetailData.articleId, page)}
      banner={<CollectionBanner kind="特集" title={collection.title} href={collectionPath} isPr={collection.isPr} />}
    >
      <TitledSection id="collection-more" title={`「${collection.title}」の記事`} more={{ href: collectionPath, label: 'この特集の記事をすべて見る' }}>
        {collectionArticles.length > 0 ? <ArticleList articles={collectionArticles} /> : <EmptyNote>該当する記事はありません</EmptyNote>}
      </TitledSection>
    </ArticlePage>
  );
}
