import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import type { GameArticlesPageProps } from '@/lib/routes/game/game-articles';
import { gamePageTitle } from '@/lib/routes/game/game-format';
import { GameArticlesPage } from './game-articles-page';

export function GameArticlesPageView(props: GameArticlesPageProps) {
  const { game, articles } = props;
  return (
    <>
      <PageHead
        title={gamePageTitle(`${game.name}の最新情報・記事一覧`, articles.currentPage)}
        description={game.description || undefined}
        canonicalPath={paths.game(game.gameId, articles.currentPage)}
        imageUrl={game.thumbnailUrl}
      />
      <GameArticlesPage {...props} />
    </>
  );
}
