import { render } from '@testing-library/react';
import axe from 'axe-core';
import { GameArticlesPageView } from '@/components/pages/game-articles-page-view';
import { GameImagesPageView } from '@/components/pages/game-images-page-view';
import { GameReviewsPageView } from '@/components/pages/game-reviews-page-view';
import { GameVideosPageView } from '@/components/pages/game-videos-page-view';
import type { GameArticlesPageProps } from '@/lib/page-data/game/game-articles';
import type { GameImagesPageProps } from '@/lib/page-data/game/game-images';
import type { GameReviewsPageProps } from '@/lib/page-data/game/game-reviews';
import type { GameVideosPageProps } from '@/lib/page-data/game/game-videos';
import { captureLogs, setupContentApi } from '../../support/content-api';
import { findGame, GAME_ROUTES, gamePageProps } from '../../lib/page-data/game/game-fixtures';

setupContentApi();
captureLogs();

/** jsdom has no layout, so contrast is checked in the browser tests; landmarks come from the site shell. */
const RULES_NEEDING_A_BROWSER = ['color-contrast'];

const full = findGame(({ articles, group, reviews, videos, imageCount }) => articles.length > 20 && (group?.games.length ?? 0) > 1 && reviews.length > 0 && videos.length > 0 && imageCount > 30);

async function seriousViolations(container: HTMLElement) {
  const rules = Object.fromEntries(RULES_NEEDING_A_BROWSER.map((id) => [id, { enabled: false }]));
  const { violations } = await axe.run(container, { rules, resultTypes: ['violations'] });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).slice(0, 2).join(' ')}`);
}

describe('game pages have no serious axe violations', () => {
  const params = { gameId: full.game.gameId, pageNumber: '1' };

  it('articles page', async () => {
    const { container } = render(<GameArticlesPageView {...await gamePageProps<GameArticlesPageProps>(GAME_ROUTES.articles, params)} />);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('images page', async () => {
    const { container } = render(<GameImagesPageView {...await gamePageProps<GameImagesPageProps>(GAME_ROUTES.images, params)} />);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('reviews page', async () => {
    const { container } = render(<GameReviewsPageView {...await gamePageProps<GameReviewsPageProps>(GAME_ROUTES.reviews, { gameId: full.game.gameId })} />);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('videos page', async () => {
    const { container } = render(<GameVideosPageView {...await gamePageProps<GameVideosPageProps>(GAME_ROUTES.videos, params)} />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
