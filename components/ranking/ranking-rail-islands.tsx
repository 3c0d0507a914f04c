import { islandHtml, type IslandContext } from '@/components/islands/render-island';
import type { IslandHtml } from '@/foundation/site/html-only';
import type { RankingRailArticle } from '@/lib/page-data/page-frame';
import { RankingWidget } from './ranking-widget';

/** The rail of the pages whose rail is the access ranking (lists, rankings, schedules, search), server only. */
export function rankingRailIslands(props: { rankingArticles: RankingRailArticle[] } & IslandContext): IslandHtml {
  return { 'ranking-rail': islandHtml(<RankingWidget title="アクセスランキング" articles={props.rankingArticles} />, props) };
}
