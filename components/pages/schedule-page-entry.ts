// What the route loads first: the view's code comes after first paint (decision 034).
// styles-of: ./schedule-page-view.tsx
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
import '@/components/islands/island.module.scss';
import '@/components/article-card/phrased-text.module.scss';
import '@/components/ranking/ranking-widget.module.scss';
import '@/components/schedule/calendar-subscription.module.scss';
import '@/components/schedule/month-navigation.module.scss';
import '@/components/schedule/platform-filter.module.scss';
import '@/components/schedule/release-calendar.module.scss';
import '@/components/schedule/release-day-list.module.scss';
import './schedule-page.module.scss';

import type * as View from './schedule-page-view';
import { laterPage } from './later-page';

export const SchedulePageEntry = laterPage(
  () => import('./schedule-page-view').then((module) => module.SchedulePageView),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only branch (laterPage)
  typeof window === 'undefined' ? (require('./schedule-page-view') as typeof View).SchedulePageView : null,
);
