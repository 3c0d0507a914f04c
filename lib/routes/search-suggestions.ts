import type { FetchSource } from '@/api-clients/fetch-source';
import type { GameCard } from '@/api-clients/schemas/game';
import { SUGGESTION_LIMITS, type SearchSuggestions, type SuggestedGame } from '@/lib/search/suggestions';

function toSuggestedGame(game: GameCard): SuggestedGame {
  return {
    gameId: game.gameId,
    name: game.name,
    thumbnailUrl: game.thumbnailUrl,
    platforms: game.platforms.map((platform) => platform.nameJa).join(' / '),
  };
}

/**
 * Trend words (cached 10 min) and the editors' pickup games, offered where a search found nothing
 * or was not asked yet. Both are secondary: a failed source leaves its list empty, never the page.
 */
export async function loadSearchSuggestions(fetchSource: FetchSource): Promise<SearchSuggestions> {
  const [trendWords, games] = await Promise.allSettled([
    fetchSource('trendWordRanking', {}),
    fetchSource('pickUpGameTitle', { limit: SUGGESTION_LIMITS.games }),
  ]);
  return {
    trendWords:
      trendWords.status === 'fulfilled'
        ? [...new Set([...trendWords.value.data].sort((a, b) => a.rank - b.rank).map((row) => row.word.trim()))].filter(Boolean).slice(0, SUGGESTION_LIMITS.trendWords)
        : [],
    games: games.status === 'fulfilled' ? games.value.data.slice(0, SUGGESTION_LIMITS.games).map(toSuggestedGame) : [],
  };
}
