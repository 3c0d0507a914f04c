// What the route loads first: the view's code comes after first paint (decision 034).
// styles-of: ./ranking-amazon-page-view.tsx
import '@/components/ranking/amazon-ranking-list.module.scss';
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

import type * as View from './ranking-amazon-page-view';
import { laterPage } from './later-page';

export const RankingAmazonPageEntry = laterPage(
  () => import('./ranking-amazon-page-view').then((module) => module.RankingAmazonPageView),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch (laterPage)
  typeof window === 'undefined' ? (require('./ranking-amazon-page-view') as typeof View).RankingAmazonPageView : null,
);
