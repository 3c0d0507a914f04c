import { PageHead } from '@/components/head/page-head';
import { articleCardHref } from '@/foundation/paths';
import type { ArticleRankingPageProps } from '@/lib/page-data/ranking/article';
import { ARTICLE_RANKING_TAB_LABELS } from '@/foundation/paths/ranking';
import { rankingPaths } from '@/foundation/paths/ranking';
import { ARTICLE_RANKING_TITLE, RankingArticlePage } from './ranking-article-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function RankingArticlePageView(props: WithIslands<ArticleRankingPageProps>) {
  const canonicalPath = rankingPaths.article();
  const panel = props.panels.find((candidate) => candidate.tab === props.selectedTab);
  const ranked = (panel?.articles ?? []).map((article, index) => ({ position: index + 1, name: article.title, url: articleCardHref(article) }));
  return (
    <>
      <PageHead
        title={ARTICLE_RANKING_TITLE}
        description="プレイノートでいま読まれている記事のランキング。現在・24時間・週間・月間のアクセス数とポスト数で集計しています。"
        canonicalPath={canonicalPath}
        jsonLd={(ld) => [
          ld.itemListJsonLd(`${ARTICLE_RANKING_TITLE}（${ARTICLE_RANKING_TAB_LABELS[props.selectedTab]}）`, rankingPaths.article(props.selectedTab), ranked),
          ld.breadcrumbListJsonLd([{ name: 'ランキング', path: rankingPaths.article() }, { name: ARTICLE_RANKING_TITLE }], canonicalPath),
        ]}
      />
      <RankingArticlePage {...props} />
    </>
  );
}
