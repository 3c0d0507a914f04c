// What the route loads first: the view's code comes after first paint (decision 034).
// styles-of: ./search-page-view.tsx
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
import '@/components/list/list-pagination.module.scss';
import '@/components/islands/island.module.scss';
import '@/components/article-card/phrased-text.module.scss';
import '@/components/ranking/ranking-widget.module.scss';
import '@/components/article-card/article-list.module.scss';
import '@/components/banners/banner.module.scss';
import '@/components/article-card/article-card.module.scss';
import '@/components/search/result-list.module.scss';
import '@/components/search/no-results.module.scss';
import '@/components/search/search-form.module.scss';
import '@/components/search/search-suggestions.module.scss';
import '@/components/search/search-type-tabs.module.scss';
import './search-page.module.scss';

import type * as View from './search-page-view';
import { laterPage } from './later-page';

export const SearchPageEntry = laterPage(
  () => import('./search-page-view').then((module) => module.SearchPageView),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch (laterPage)
  typeof window === 'undefined' ? (require('./search-page-view') as typeof View).SearchPageView : null,
);
