import { renderIslands } from '@/components/pages/island-renderers';
import type { IslandHtml } from '@/foundation/site/html-only';
import { findRoute } from '@/lib/page-config/route-table';
import { withIslands as withRouteIslands, type PageProps } from '@/lib/page-config/run-page-data';

/** Page props with their route's static islands, as the page file's getServerSideProps adds them (decision 032). */
export function withIslands<P extends object>(routePattern: string, props: P): P & { islands: IslandHtml } {
  const route = findRoute(routePattern);
  if (!route) throw new Error(`no route ${routePattern}`);
  const { islands = {} } = withRouteIslands(route, props as unknown as PageProps, renderIslands) as { islands?: IslandHtml };
  return { ...props, islands };
}

/** An article page's props (any page that shows an article) with its islands. */
export function withArticleIslands<P extends object>(props: P): P & { islands: IslandHtml } {
  return withIslands('/article/[publicationDate]/[articleId]/', props);
}

/** The props of a page whose rail is the access ranking (lists, rankings, schedules, search) with its island. */
export function withRankingRail<P extends object>(props: P): P & { islands: IslandHtml } {
  return withIslands('/category/[categoryCode]/page/[pageNumber]/', props);
}
