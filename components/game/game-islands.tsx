import { islandHtml, type IslandContext } from '@/components/islands/render-island';
import type { IslandHtml } from '@/foundation/site/html-only';
import type { GamePageFrame } from '@/lib/page-data/game/game-page';
import { GameHeader } from './game-header';
import { GameRail } from './game-rail';

/** A game page's static islands (decision 032), server only: the game's header and the rail (access ranking, its latest images and videos). */
export function gamePageIslands(props: GamePageFrame & IslandContext): IslandHtml {
  return {
    'game-header': islandHtml(<GameHeader game={props.game} />, props),
    'game-rail': islandHtml(<GameRail {...props} />, props),
  };
}
