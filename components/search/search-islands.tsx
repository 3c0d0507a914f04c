import { islandHtml, type IslandContext } from '@/components/islands/render-island';
import { rankingRailIslands } from '@/components/ranking/ranking-rail-islands';
import type { IslandHtml } from '@/foundation/site/html-only';
import type { SearchPageProps } from '@/lib/page-data/search';
import { SearchSuggestions } from './search-suggestions';

/**
 * The search page's static islands (decision 032), server only: the rail's access ranking and the
 * trend words and pickup games, shown before a keyword is given and when nothing matched (empty
 * otherwise).
 */
export function searchPageIslands(props: Pick<SearchPageProps, 'search' | 'rankingArticles'> & IslandContext): IslandHtml {
  const { results, suggestions } = props.search;
  const showsSuggestions = results === null || results.totalCount === 0;
  return {
    ...rankingRailIslands(props),
    'search-suggestions': showsSuggestions ? islandHtml(<SearchSuggestions suggestions={suggestions} idBase="search-suggestions" />, props) : '',
  };
}
