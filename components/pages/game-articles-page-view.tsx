import { GamePageHead } from '@/components/game/game-page-head';
import { paths } from '@/foundation/paths';
import type { GameArticlesPageProps } from '@/lib/page-data/game/game-articles';
import { gamePageTitle } from '@/foundation/format/game';
import { GameArticlesPage } from './game-articles-page';

export function GameArticlesPageView(props: GameArticlesPageProps) {
  const { game, articles } = props;
  const canonicalPath = paths.game(game.gameId, articles.currentPage);
  return (
    <>
      <GamePageHead
        game={game}
        tab="articles"
        title={gamePageTitle(`${game.name}の最新情報・記事一覧`, articles.currentPage)}
        fallbackDescription={`${game.name}の最新情報・記事の一覧です。`}
        canonicalPath={canonicalPath}
      />
      <GameArticlesPage {...props} />
    </>
  );
}
