// What the route loads first: the view's code comes after first paint (decision 034).
// styles-of: ./ranking-game-sales-page-view.tsx
import '@/components/ranking/sell-through-bar.module.scss';
import '@/components/ranking/game-sales-table.module.scss';
import '@/components/ranking/link-tabs.module.scss';
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
import '@/components/ranking/ranking-kind-nav.module.scss';
import '@/components/islands/island.module.scss';
import '@/components/article-card/phrased-text.module.scss';
import '@/components/ranking/ranking-widget.module.scss';
import '@/components/ranking/ranking-layout.module.scss';
import './ranking-page.module.scss';

import type * as View from './ranking-game-sales-page-view';
import { laterPage } from './later-page';

export const RankingGameSalesPageEntry = laterPage(
  () => import('./ranking-game-sales-page-view').then((module) => module.RankingGameSalesPageView),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch (laterPage)
  typeof window === 'undefined' ? (require('./ranking-game-sales-page-view') as typeof View).RankingGameSalesPageView : null,
);
