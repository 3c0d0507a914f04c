import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '@/components/article/breadcrumb';
import { PageShell } from '@/components/layout/page-shell';
import type { GamePageFrame, GameTab } from '@/lib/page-data/game/game-page';
import { paths } from '@/foundation/paths';
import { GameHeader } from './game-header';
import { GameHeaderJack, GameSideJacks } from './game-jacks';
import { GameRail } from './game-rail';
import { GAME_TAB_LABELS, GameTabs } from './game-tabs';

interface GamePageLayoutProps {
  frame: GamePageFrame;
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
    <PageShell layout={frame.layout} rail={<GameRail {...frame} />}>
      <Breadcrumb items={gameBreadcrumb(frame.game, tab)} />
      <GameHeaderJack banners={frame.gameBanners} />
      <GameSideJacks banners={frame.gameBanners} />
      <GameHeader game={frame.game} />
      <GameTabs game={frame.game} current={tab} currentPath={currentPath} />
      {children}
    </PageShell>
  );
}
