// What the route loads first: the view's code comes after first paint (decision 034).
// styles-of: ./ranking-article-page-view.tsx
import '@/components/ranking/ranked-article-list.module.scss';
import '@/components/article-card/phrased-text.module.scss';
import '@/components/ranking/article-ranking-tabs.module.scss';
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
import '@/components/ranking/ranking-widget.module.scss';
import '@/components/ranking/ranking-layout.module.scss';

import type * as View from './ranking-article-page-view';
import { laterPage } from './later-page';

export const RankingArticlePageEntry = laterPage(
  () => import('./ranking-article-page-view').then((module) => module.RankingArticlePageView),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch (laterPage)
  typeof window === 'undefined' ? (require('./ranking-article-page-view') as typeof View).RankingArticlePageView : null,
);
