import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AdExtrasProvider } from '@/components/ads/ad-extras-context';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { PageClockProvider } from '@/components/article-card/page-clock';
import type { PageAds } from '@/lib/page-config/page-ads';
import type { PageMeta } from '@/lib/page-config/types';

/** What _app provides every part of a page, read from the page's props. */
export interface IslandContext {
  pageMeta: Pick<PageMeta, 'renderedAt'>;
  pageAds: PageAds | null;
}

/**
 * A static island's HTML (decision 032), server only: rendered inside what _app provides the page
 * (the ad plan banners read their device from, the request's clock for NEW badges). No router is
 * mounted: links render as plain anchors, which the island's element turns into client navigations.
 */
export function islandHtml(node: ReactNode, { pageMeta, pageAds }: IslandContext): string {
  return renderToStaticMarkup(
    <AdPlanProvider plan={pageAds?.plan ?? null}>
      <AdExtrasProvider extras={pageAds?.extras ?? null}>
        <PageClockProvider renderedAt={pageMeta.renderedAt}>{node}</PageClockProvider>
      </AdExtrasProvider>
    </AdPlanProvider>,
  );
}
