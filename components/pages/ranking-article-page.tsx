import { ArticleRankingTabs } from '@/components/ranking/article-ranking-tabs';
import { RankingLayout } from '@/components/ranking/ranking-layout';
import type { ArticleRankingPageProps } from '@/lib/page-data/ranking/article';
import { rankingPaths } from '@/foundation/paths/ranking';

export const ARTICLE_RANKING_TITLE = '記事アクセスランキング';

export function RankingArticlePage({ panels, selectedTab, layout, rankingArticles }: ArticleRankingPageProps) {
  return (
    <RankingLayout layout={layout} rankingArticles={rankingArticles} kind="article" currentPath={rankingPaths.article()} title={ARTICLE_RANKING_TITLE}>
      <ArticleRankingTabs panels={panels} selectedTab={selectedTab} />
    </RankingLayout>
  );
}
