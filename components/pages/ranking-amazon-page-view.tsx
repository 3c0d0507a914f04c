import { PageHead } from '@/components/head/page-head';
import type { AmazonRankingPageProps } from '@/lib/page-data/ranking/amazon';
import { rankingPaths } from '@/foundation/paths/ranking';
import { amazonGenreLabel, amazonRankingTitle, RankingAmazonPage } from './ranking-amazon-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function RankingAmazonPageView(props: WithIslands<AmazonRankingPageProps>) {
  const title = amazonRankingTitle(props.genre);
  const canonicalPath = rankingPaths.amazon(props.genre);
  return (
    <>
      <PageHead
        title={title}
        description={`Amazon.co.jpの${amazonGenreLabel(props.genre)}の売れ筋ランキング。1時間ごとに更新される順位と価格・最安値をチェックできます。`}
        canonicalPath={canonicalPath}
        jsonLd={(ld) => [
          ld.itemListJsonLd(
            title,
            canonicalPath,
            props.items.map((item) => ({ position: item.ranking, name: item.title, url: item.amazonUrl })),
          ),
          ld.breadcrumbListJsonLd([{ name: 'ランキング', path: rankingPaths.article() }, { name: title }], canonicalPath),
        ]}
      />
      <RankingAmazonPage {...props} />
    </>
  );
}
