import { ArticleRankingTabs } from '@/components/ranking/article-ranking-tabs';
import { RankingLayout } from '@/components/ranking/ranking-layout';
import type { ArticleRankingPageProps } from '@/lib/page-data/ranking/article';
import { rankingPaths } from '@/foundation/paths/ranking';
import type { WithIslands } from '@/foundation/site/html-only';

export const ARTICLE_RANKING_TITLE = '記事アクセスランキング';

export function RankingArticlePage({ panels, selectedTab, layout, islands }: WithIslands<ArticleRankingPageProps>) {
  return (
    <RankingLayout layout={layout} islands={islands} kind="article" currentPath={rankingPaths.article()} title={ARTICLE_RANKING_TITLE}>
      <ArticleRankingTabs panels={panels} selectedTab={selectedTab} />
    </RankingLayout>
  );
}
