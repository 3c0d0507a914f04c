import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '@/components/article/breadcrumb';
import { Island } from '@/components/islands/island';
import { PageShell } from '@/components/layout/page-shell';
import type { IslandHtml } from '@/foundation/site/html-only';
import type { GamePageFrame, GameTab } from '@/lib/page-data/game/game-page';
import { paths } from '@/foundation/paths';
import { GameHeaderJack, GameSideJacks } from './game-jacks';
import { GAME_TAB_LABELS, GameTabs } from './game-tabs';
import './game-islands.styles';

interface GamePageLayoutProps {
  /** The page's props: the frame every game page shares, with its islands (game-islands.tsx). */
  frame: GamePageFrame & { islands?: IslandHtml };
  tab: GameTab;
  /** Site path of the page being shown (marks the current tab). */
  currentPath: string;
  children: ReactNode;
}

/** Breadcrumb トップ › game › sub-page; the articles page is the title's own page, so it ends at the game. */
export function gameBreadcrumb(game: GamePageFrame['game'], tab: GameTab): BreadcrumbItem[] {
  if (tab === 'articles') return [{ name: game.name }];
  return [{ name: game.name, path: paths.game(game.gameId) }, { name: GAME_TAB_LABELS[tab] }];
}

/** What the four game pages share: shell with the game rail, breadcrumb, the jacks, game header (the h1) and tabs. */
export function GamePageLayout({ frame, tab, currentPath, children }: GamePageLayoutProps) {
  return (
    <PageShell layout={frame.layout} rail={<Island id="game-rail" html={frame.islands?.['game-rail']} />}>
      <Breadcrumb items={gameBreadcrumb(frame.game, tab)} />
      <GameHeaderJack banners={frame.gameBanners} />
      <GameSideJacks banners={frame.gameBanners} />
      <Island id="game-header" html={frame.islands?.['game-header']} />
      <GameTabs game={frame.game} current={tab} currentPath={currentPath} />
      {children}
    </PageShell>
  );
}
