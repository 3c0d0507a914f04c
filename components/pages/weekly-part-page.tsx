import { Island } from '@/components/islands/island';
import type { WeeklyPartPageProps } from '@/lib/page-data/weekly';
import { weeklyPaths } from '@/foundation/paths/weekly';
import { ArticlePage } from './article-page';
import type { WithIslands } from '@/foundation/site/html-only';
import './collection-article-islands.styles';

/** A part of the weekly magazine shown as an article, with the other parts below (islands). */
export function WeeklyPartPage(rest: WithIslands<WeeklyPartPageProps>) {
  return (
    <ArticlePage
      {...rest}
      // Body pages stay at the magazine's address for the part.
      pathOfPage={(page) => weeklyPaths.part(rest.articleDetailData.articleId, page)}
      banner={<Island id="article-banner" html={rest.islands['article-banner']} />}
    >
      <Island id="article-after" html={rest.islands['article-after']} />
    </ArticlePage>
  );
}
