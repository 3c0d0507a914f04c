// What the route loads first: the view's code comes after first paint (decision 034).
// styles-of: ./game-videos-page-view.tsx
import '@/components/article/breadcrumb.module.scss';
import '@/components/ads/ad-slot.module.scss';
import '@/components/ads/ad-region.module.scss';
import '@/components/ads/out-of-flow-ads.module.scss';
import '@/components/layout/page-shell.module.scss';
import '@/components/layout/header-search.module.scss';
import '@/components/layout/mobile-menu.module.scss';
import '@/components/layout/more-menu.module.scss';
import '@/components/layout/site-footer.module.scss';
import '@/components/layout/site-header.module.scss';
import '@/components/layout/wordmark.module.scss';
import '@/components/game/game-header.module.scss';
import '@/components/banners/banner.module.scss';
import '@/components/game/game-jacks.module.scss';
import '@/components/ranking/ranking-widget.module.scss';
import '@/components/article-card/phrased-text.module.scss';
import '@/components/game/game-image-grid.module.scss';
import '@/components/game/game-video-list.module.scss';
import '@/components/game/game-rail.module.scss';
import '@/components/game/game-tabs.module.scss';
import '@/components/game/game-section.module.scss';
import '@/components/list/list-pagination.module.scss';

import type * as View from './game-videos-page-view';
import { laterPage } from './later-page';

export const GameVideosPageEntry = laterPage(
  () => import('./game-videos-page-view').then((module) => module.GameVideosPageView),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch (laterPage)
  typeof window === 'undefined' ? (require('./game-videos-page-view') as typeof View).GameVideosPageView : null,
);
