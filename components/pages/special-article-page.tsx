import { Island } from '@/components/islands/island';
import type { SpecialArticlePageProps } from '@/lib/page-data/special';
import { specialArticlePath } from '@/foundation/paths/special';
import { ArticlePage } from './article-page';
import type { WithIslands } from '@/foundation/site/html-only';
import './collection-article-islands.styles';

/** An article inside a curated collection: the collection's link above it, more of the collection below (islands). */
export function SpecialArticlePage(rest: WithIslands<SpecialArticlePageProps>) {
  const { collection } = rest;
  return (
    <ArticlePage
      {...rest}
      // Body pages stay at the special address, where the article was found.
      pathOfPage={(page) => specialArticlePath(collection.directoryName, rest.articleDetailData.articleId, page)}
      banner={<Island id="article-banner" html={rest.islands['article-banner']} />}
    >
      <Island id="article-after" html={rest.islands['article-after']} />
    </ArticlePage>
  );
}
