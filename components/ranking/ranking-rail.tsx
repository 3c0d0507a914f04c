import { Island } from '@/components/islands/island';
import type { IslandHtml } from '@/foundation/site/html-only';
import './ranking-rail.styles';

/**
 * The access ranking in a page's rail, as a static island (decision 032): its rows render on the
 * server only (ranking-rail-islands.tsx), the browser keeps their HTML.
 */
export function RankingRail({ islands }: { islands: IslandHtml }) {
  return <Island id="ranking-rail" html={islands['ranking-rail']} />;
}
