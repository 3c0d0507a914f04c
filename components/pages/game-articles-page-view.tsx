import { gameBreadcrumb } from '@/components/game/game-page-layout';
import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import type { GameArticlesPageProps } from '@/lib/routes/game/game-articles';
import { gamePageTitle } from '@/lib/routes/game/game-format';
import { breadcrumbListJsonLd, videoGameJsonLd } from '@/lib/seo/json-ld';
import { GameArticlesPage } from './game-articles-page';

export function GameArticlesPageView(props: GameArticlesPageProps) {
  const { game, articles } = props;
  const canonicalPath = paths.game(game.gameId, articles.currentPage);
  return (
    <>
      <PageHead
        title={gamePageTitle(`${game.name}の最新情報・記事一覧`, articles.currentPage)}
        description={game.description || `${game.name}の最新情報・記事の一覧です。`}
        canonicalPath={canonicalPath}
        imageUrl={game.thumbnailUrl}
        jsonLd={[videoGameJsonLd(game), breadcrumbListJsonLd(gameBreadcrumb(game, 'articles'), canonicalPath)]}
      />
      <GameArticlesPage {...props} />
    </>
  );
}
