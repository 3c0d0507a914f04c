import { CollectionArticlePage, CollectionMore } from '@/components/special/collection-article';
import { CollectionBanner } from '@/components/special/collection-banner';
import { paths } from '@/lib/paths';
import { specialArticlePath, type SpecialArticlePageProps } from '@/lib/routes/special';

/** An article inside a curated collection: the collection's link above it, more of the collection below. */
export function SpecialArticlePage({ collection, collectionArticles, ...rest }: SpecialArticlePageProps) {
  const collectionPath = paths.special(collection.directoryName);
  return (
    <CollectionArticlePage
      {...rest}
      pathOfPage={(page) => specialArticlePath(collection.directoryName, rest.articleDetailData.articleId, page)}
      banner={<CollectionBanner kind="特集" title={collection.title} href={collectionPath} isPr={collection.isPr} />}
    >
      <CollectionMore
        id="collection-more"
        title={`「${collection.title}」の記事`}
        articles={collectionArticles}
        more={{ href: collectionPath, label: 'この特集の記事をすべて見る' }}
      />
    </CollectionArticlePage>
  );
}
