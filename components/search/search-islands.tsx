import { islandHtml, type IslandContext } from '@/components/islands/render-island';
import { rankingRailIslands } from '@/components/ranking/ranking-rail-islands';
import type { IslandHtml } from '@/foundation/site/html-only';
import type { SearchPageProps } from '@/lib/page-data/search';
import { GameResultList } from './game-result-list';
import { NoResults } from './no-results';
import { SearchLead } from './search-lead';
import { SearchSuggestions } from './search-suggestions';

/** The search page's results as static HTML: the games found, or what a search that found nothing says (empty for articles). */
function searchFound({ keyword, type, results }: SearchPageProps['search']) {
  if (results === null) return null;
  if (results.totalCount === 0 || results.items.length === 0) return <NoResults keyword={keyword} type={type} />;
  return results.type === 'game' ? <GameResultList games={results.items} /> : null;
}

/**
 * The search page's static islands (decision 032), server only: the rail's access ranking; the
 * tabs and what leads the results; the games found or the no-results message (the article results
 * stay in React: their sponsored card slots are ads); and the trend words and pickup games, shown
 * before a keyword is given and when nothing matched (empty otherwise).
 */
export function searchPageIslands(props: Pick<SearchPageProps, 'search' | 'rankingArticles'> & IslandContext): IslandHtml {
  const { search } = props;
  const { results, suggestions } = search;
  const showsSuggestions = results === null || results.totalCount === 0;
  const found = searchFound(search);
  return {
    ...rankingRailIslands(props),
    'search-lead': islandHtml(<SearchLead search={search} />, props),
    'search-found': found ? islandHtml(found, props) : '',
    'search-suggestions': showsSuggestions ? islandHtml(<SearchSuggestions suggestions={suggestions} idBase="search-suggestions" />, props) : '',
  };
}
