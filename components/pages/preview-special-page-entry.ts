// What the route loads first: the view's code comes after first paint (decision 034).
// styles-of: ./preview-special-page-view.tsx
import '@/components/article-card/article-badges.module.scss';
import '@/components/article-card/phrased-text.module.scss';
import '@/components/article-card/article-card.module.scss';
import '@/components/ads/ad-slot.module.scss';
import '@/components/article-card/article-list.module.scss';
import '@/components/banners/banner.module.scss';
import '@/components/special/pr-label.module.scss';
import '@/components/special/collection-banner.module.scss';
import '@/components/special/titled-section.module.scss';
import '@/components/article/article-body.module.scss';
import '@/components/article/in-body-ads.module.scss';
import '@/components/article/article-parts.module.scss';
import '@/components/article/share-buttons.module.scss';
import '@/components/article/breadcrumb.module.scss';
import '@/components/article/table-of-contents.module.scss';
import '@/components/islands/island.module.scss';
import '@/components/ads/ad-region.module.scss';
import '@/components/ads/out-of-flow-ads.module.scss';
import '@/components/layout/page-shell.module.scss';
import '@/components/layout/header-search.module.scss';
import '@/components/layout/mobile-menu.module.scss';
import '@/components/layout/more-menu.module.scss';
import '@/components/layout/site-footer.module.scss';
import '@/components/layout/site-header.module.scss';
import '@/components/layout/wordmark.module.scss';
import '@/components/list/list-pagination.module.scss';
import './article-page.module.scss';
import '@/components/article/article-neighbours.module.scss';
import '@/components/article/linked-games.module.scss';
import '@/components/banners/banner-lists.module.scss';
import '@/components/ranking/amazon-ranking-widget.module.scss';
import '@/components/ranking/ranking-widget.module.scss';
import './preview-frame.module.scss';

import type * as View from './preview-special-page-view';
import { laterPage } from './later-page';

export const PreviewSpecialPageEntry = laterPage(
  () => import('./preview-special-page-view').then((module) => module.PreviewSpecialPageView),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch (laterPage)
  typeof window === 'undefined' ? (require('./preview-special-page-view') as typeof View).PreviewSpecialPageView : null,
);
