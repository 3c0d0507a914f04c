import type { FetchSource } from '@/api-clients/fetch-source';
import type { GameCard } from '@/api-clients/schemas/game';
import { SUGGESTION_LIMITS, type SearchSuggestions, type SuggestedGame } from '@/foundation/search/suggestions';
import { orFallback } from './secondary';

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
  const [trendWords, games] = await Promise.all([
    orFallback(fetchSource('trendWordRanking', {}), null),
    orFallback(fetchSource('pickUpGameTitle', { limit: SUGGESTION_LIMITS.games }), null),
  ]);
  const words = [...(trendWords?.data ?? [])].sort((a, b) => a.rank - b.rank).map((row) => row.word.trim());
  return {
    trendWords: [...new Set(words)].filter(Boolean).slice(0, SUGGESTION_LIMITS.trendWords),
    games: (games?.data ?? []).slice(0, SUGGESTION_LIMITS.games).map(toSuggestedGame),
  };
}
