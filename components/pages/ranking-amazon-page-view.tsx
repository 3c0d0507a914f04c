import { PageHead } from '@/components/head/page-head';
import type { AmazonRankingPageProps } from '@/lib/routes/ranking/amazon';
import { rankingPaths } from '@/lib/routes/ranking/ranking-paths';
import { amazonGenreLabel, amazonRankingTitle, RankingAmazonPage } from './ranking-amazon-page';

export function RankingAmazonPageView(props: AmazonRankingPageProps) {
  return (
    <>
      <PageHead
        title={amazonRankingTitle(props.genre)}
        description={`Amazon.co.jpの${amazonGenreLabel(props.genre)}の売れ筋ランキング。1時間ごとに更新される順位と価格・最安値をチェックできます。`}
        canonicalPath={rankingPaths.amazon(props.genre)}
      />
      <RankingAmazonPage {...props} />
    </>
  );
}
