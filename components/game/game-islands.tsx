import { islandHtml, type IslandContext } from '@/components/islands/render-island';
import type { IslandHtml } from '@/foundation/site/html-only';
import type { GameSeries as GameSeriesData } from '@/lib/page-data/game/game-articles';
import type { GamePageFrame } from '@/lib/page-data/game/game-page';
import { GameHeader } from './game-header';
import { GameRail } from './game-rail';
import { GameSection } from './game-section';
import { GameSeries } from './game-series';

/**
 * A game page's static islands (decision 032), server only: the game's header, the rail (access
 * ranking, its latest images and videos) and, on the articles tab, the other titles of its series
 * (empty without one).
 */
export function gamePageIslands(props: GamePageFrame & { series?: GameSeriesData | null } & IslandContext): IslandHtml {
  const { series } = props;
  return {
    'game-header': islandHtml(<GameHeader game={props.game} />, props),
    'game-rail': islandHtml(<GameRail {...props} />, props),
    'game-series': series
      ? islandHtml(
          <GameSection id="game-series" title={`${series.name}の関連タイトル`}>
            <GameSeries series={series} />
          </GameSection>,
          props,
        )
      : '',
  };
}
