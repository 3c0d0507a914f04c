import type { IslandHtml, IslandKind } from '@/foundation/site/html-only';
import type { IslandRenderer, PageProps } from '@/lib/page-config/run-page-data';
import type { ArticlePageProps } from '@/lib/page-data/article';
import type { GamePageFrame } from '@/lib/page-data/game/game-page';
import type { SearchPageProps } from '@/lib/page-data/search';
import type { SpecialArticlePageProps } from '@/lib/page-data/special';
import type { WeeklyPartPageProps } from '@/lib/page-data/weekly';
import type { RankingRailArticle } from '@/lib/page-data/page-frame';
import type { TopPageProps } from '@/lib/page-data/top';
import { gamePageIslands } from '@/components/game/game-islands';
import { layoutIslands } from '@/components/layout/layout-islands';
import { rankingRailIslands } from '@/components/ranking/ranking-rail-islands';
import { searchPageIslands } from '@/components/search/search-islands';
import type { LayoutData } from '@/lib/page-data/layout-data';
import { articlePageIslands } from './article-page-islands';
import { specialArticleIslands, weeklyPartIslands } from './collection-article-islands';
import { topPageIslands } from './top-page-islands';

type RankingRailProps = { rankingArticles: RankingRailArticle[] };

/**
 * The static islands (decision 032) of each kind of page view, server only: imported by the page
 * files' getServerSideProps (which Next leaves out of the browser's code) and by the refresh
 * endpoint. Every page with the layout has the layout's; a route record names its kind (lib/page-config/route-table.ts); the props are what its
 * page-data function returned, with pageMeta and pageAds.
 */
const ISLAND_RENDERERS: Readonly<Record<IslandKind, (props: PageProps, path: string) => IslandHtml>> = {
  top: (props) => topPageIslands(props as unknown as TopPageProps & PageProps),
  article: (props, path) => articlePageIslands(props as unknown as ArticlePageProps & PageProps, path),
  'special-article': (props, path) => ({ ...articlePageIslands(props as unknown as ArticlePageProps & PageProps, path), ...specialArticleIslands(props as unknown as SpecialArticlePageProps & PageProps) }),
  'weekly-part': (props, path) => ({ ...articlePageIslands(props as unknown as ArticlePageProps & PageProps, path), ...weeklyPartIslands(props as unknown as WeeklyPartPageProps & PageProps) }),
  game: (props) => gamePageIslands(props as unknown as GamePageFrame & PageProps),
  search: (props) => searchPageIslands(props as unknown as SearchPageProps & PageProps),
  'ranking-rail': (props) => rankingRailIslands(props as unknown as RankingRailProps & PageProps),
};

/** The layout's islands (header, phone menu, footer) of a page with the layout, for its address. */
function layoutIslandsOf(props: PageProps, path: string): IslandHtml {
  const { layout } = props as PageProps & { layout?: LayoutData };
  return layout ? layoutIslands(layout, path, props) : {};
}

export const renderIslands: IslandRenderer = (kind, props, path) => ({ ...layoutIslandsOf(props, path), ...(kind ? ISLAND_RENDERERS[kind](props, path) : {}) });
