import { ArticleList } from '@/components/article-card/article-list';
import { GamePageLayout } from '@/components/game/game-page-layout';
import { EmptyMessage, GameSection } from '@/components/game/game-section';
import { Island } from '@/components/islands/island';
import { ListPagination } from '@/components/list/list-pagination';
import { formatNumber } from '@/foundation/format/number';
import { paths } from '@/foundation/paths';
import type { IslandHtml } from '@/foundation/site/html-only';
import type { GameArticlesPageProps } from '@/lib/page-data/game/game-articles';

/** A game's articles tab; the other titles of its series come as a static island (game-series). */
export function GameArticlesPage(props: GameArticlesPageProps & { islands?: IslandHtml }) {
  const { game, articles, series } = props;
  return (
    <GamePageLayout frame={props} tab="articles" currentPath={paths.game(game.gameId, articles.currentPage)}>
      <GameSection
        id="game-articles"
        title="記事一覧"
        note={articles.totalCount > 0 ? `全${formatNumber(articles.totalCount)}件（${articles.currentPage}／${articles.pageCount}ページ）` : undefined}
      >
        {articles.items.length > 0 ? <ArticleList articles={articles.items} sponsored={props.sponsoredCandidates} cardSlot /> : <EmptyMessage>該当する記事はありません</EmptyMessage>}
        <ListPagination
          label="記事一覧のページ"
          currentPage={articles.currentPage}
          pageCount={articles.pageCount}
          pathOfPage={(page) => paths.game(game.gameId, page)}
        />
      </GameSection>
      {series && <Island id="game-series" html={props.islands?.['game-series']} />}
    </GamePageLayout>
  );
}
