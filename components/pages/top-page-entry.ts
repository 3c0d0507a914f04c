// What the route loads first: the view's code comes after first paint (decision 034).
// styles-of: ./top-page-view.tsx
import '@/components/article-card/article-badges.module.scss';
import '@/components/article-card/phrased-text.module.scss';
import '@/components/article-card/article-card.module.scss';
import '@/components/ads/ad-slot.module.scss';
import '@/components/article-card/article-list.module.scss';
import '@/components/banners/banner.module.scss';
import '@/components/banners/carousel-banners.module.scss';
import '@/components/banners/movie-banner.module.scss';
import '@/components/banners/window-jack.module.scss';
import '@/components/ads/ad-region.module.scss';
import '@/components/ads/out-of-flow-ads.module.scss';
import '@/components/layout/page-shell.module.scss';
import '@/components/layout/header-search.module.scss';
import '@/components/layout/mobile-menu.module.scss';
import '@/components/layout/more-menu.module.scss';
import '@/components/layout/site-footer.module.scss';
import '@/components/layout/site-header.module.scss';
import '@/components/layout/wordmark.module.scss';
import '@/components/special/titled-section.module.scss';
import '@/components/islands/island.module.scss';
import './top-page-lead.module.scss';
import './top-page.module.scss';
import '@/components/banners/banner-lists.module.scss';
import './top-page-category.module.scss';
import './top-page-rail.module.scss';
import './top-page-sections.module.scss';
import '@/components/ranking/amazon-ranking-widget.module.scss';
import '@/components/ranking/ranking-widget.module.scss';
import '@/components/special/pr-label.module.scss';
import '@/components/special/thumbnail-tiles.module.scss';

import type * as View from './top-page-view';
import { laterPage } from './later-page';

export const TopPageEntry = laterPage(
  () => import('./top-page-view').then((module) => module.TopPageView),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch (laterPage)
  typeof window === 'undefined' ? (require('./top-page-view') as typeof View).TopPageView : null,
);
