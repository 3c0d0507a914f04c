import { PageHead } from '@/components/head/page-head';
import type { ArticleRankingPageProps } from '@/lib/routes/ranking/article';
import { rankingPaths } from '@/lib/routes/ranking/ranking-paths';
import { ARTICLE_RANKING_TITLE, RankingArticlePage } from './ranking-article-page';

export function RankingArticlePageView(props: ArticleRankingPageProps) {
  return (
    <>
      <PageHead
        title={ARTICLE_RANKING_TITLE}
        description="プレイノートでいま読まれている記事のランキング。現在・24時間・週間・月間のアクセス数とポスト数で集計しています。"
        canonicalPath={rankingPaths.article()}
      />
      <RankingArticlePage {...props} />
    </>
  );
}
