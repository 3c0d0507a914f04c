import { PageHead } from '@/components/head/page-head';
import { gameFeedPath } from '@/foundation/paths/calendar';
import { absoluteUrl } from '@/foundation/site/site-url';
import type { GamePageFrame, GameTab } from '@/lib/page-data/game/game-page';
import type { JsonLdRecipe } from '@/components/seo/server-json-ld';
import { gameBreadcrumb } from './game-page-layout';

interface GamePageHeadProps {
  game: GamePageFrame['game'];
  tab: GameTab;
  title: string;
  /** Used when the game has no description of its own. */
  fallbackDescription: string;
  canonicalPath: string;
  /** The page's structured data before its breadcrumb; the game as a VideoGame unless given. */
  jsonLd?: JsonLdRecipe;
}

/** Head tags of a game-title tab: the game's description and image, its JSON-LD, the tab's breadcrumb and the game's feed. */
export function GamePageHead({ game, tab, title, fallbackDescription, canonicalPath, jsonLd = (ld) => [ld.videoGameJsonLd(game)] }: GamePageHeadProps) {
  return (
    <PageHead
      title={title}
      description={game.description || fallbackDescription}
      canonicalPath={canonicalPath}
      imageUrl={game.thumbnailUrl}
      jsonLd={(ld) => [...jsonLd(ld), ld.breadcrumbListJsonLd(gameBreadcrumb(game, tab), canonicalPath)]}
      pageOnly={<link rel="alternate" type="application/rss+xml" title={`${game.name}のRSS`} href={absoluteUrl(gameFeedPath(game.gameId))} key="game-feed" data-page-only="" />}
    />
  );
}
