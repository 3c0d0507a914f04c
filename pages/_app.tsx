import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { Activity, lazy, useCallback, useState } from 'react';
import { AdExtrasProvider } from '@/components/ads/ad-extras-context';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { PageClockProvider } from '@/components/article-card/page-clock';
import { islandChrome, LayoutChromeProvider } from '@/components/layout/layout-chrome';
import { ServerHeadTags } from '@/components/head/document-head';
import { VIEWPORT } from '@/components/head/viewport';
import type { ErrorPageProps } from '@/components/pages/error-page';
import { isUntrackedPath } from '@/lib/client/analytics-paths';
import { DeferredClientServices } from '@/lib/client/deferred-client-services';
import { gptRouteKey } from '@/lib/client/gpt/slot-view';
import { mergeRefreshedProps, pagePropsUrl, type RefreshedProps } from '@/lib/client/page-refresh';
import { useScrollRestoration } from '@/lib/client/scroll-restoration';
import type { PageAds } from '@/lib/page-config/page-ads';
import type { PageMeta } from '@/lib/page-config/types';
import type { IslandHtml } from '@/foundation/site/html-only';
import '@/styles/globals.scss';

// The error page's code (and through its PageShell the header and footer: they are every page's
// own code) loads only when a page is one (React.lazy; the server renders it whole). No Suspense
// boundary: while its code arrives, hydration waits on the server's HTML and a client navigation
// (a transition) keeps the page it leaves, rather than showing an empty fallback.
const ErrorPage = lazy(() => import('@/components/pages/error-page').then((module) => ({ default: module.ErrorPage })));

type AppPageProps = Record<string, unknown> & { pageMeta?: PageMeta; pageAds?: PageAds | null; errorPage?: ErrorPageProps; islands?: IslandHtml };

export default function App({ Component, pageProps }: AppProps<AppPageProps>) {
  const router = useRouter();
  // First-load, unlike the other services: a click a moment after hydration must already save the
  // place the reader leaves (the Back test), and a lazy chunk can arrive after that click.
  useScrollRestoration(router);
  const meta = pageProps.errorPage ? undefined : pageProps.pageMeta;
  const [refreshed, setRefreshed] = useState<RefreshedProps | null>(null);
  const onRefreshed = useCallback((answer: RefreshedProps) => setRefreshed(answer), []);
  const liveProps = mergeRefreshedProps(pageProps, meta, refreshed);
  const routeKey = gptRouteKey(router.asPath);
  // Decided on the server (lib/page-config/page-ads.ts). The plan follows the refresh; the extras
  // are the page view's first: its background variant must not change under the reader.
  const adPlan = (meta && liveProps.pageAds?.plan) || null;
  const adExtras = (meta && pageProps.pageAds?.extras) || null;
  const tracked = !isUntrackedPath(router.asPath);
  return (
    <>
      <DeferredClientServices
        adPlan={adPlan}
        sectionAds={adExtras?.sections ?? null}
        routeKey={routeKey}
        refreshUrl={meta ? pagePropsUrl(meta) : null}
        // The latest props' interval: a live article polls every 30 s until a refresh says it ended.
        refreshIntervalMs={liveProps.pageMeta?.refreshIntervalMs ?? 0}
        onRefreshed={onRefreshed}
        analytics={tracked}
        // Field data speaks for a reader's page as the server decided it (pageMeta; decision 028).
        webVitalsPage={meta && tracked ? { pageType: meta.adPageType, device: meta.adDevice, page: routeKey.split('?')[0] ?? routeKey } : null}
      />
      <AdPlanProvider plan={adPlan}>
        <AdExtrasProvider extras={adExtras}>
          {/* NEW badges read the request's clock, so the server and the browser agree (decision 022). */}
          <PageClockProvider renderedAt={meta ? liveProps.pageMeta?.renderedAt : undefined}>
            {/* Hydrated apart from the root, in slices that yield to input (React hydrates a visible
                Activity's server HTML at offscreen priority): one page-long hydration task was most of
                the phone's Total Blocking Time (issue 18). */}
            <Activity mode="visible">
              <ServerHeadTags>
                <meta name="viewport" content={VIEWPORT} />
              </ServerHeadTags>
              {/* The header's and footer's static parts, as the server rendered them for this page. */}
              <LayoutChromeProvider value={islandChrome(liveProps.islands)}>{pageProps.errorPage ? <ErrorPage {...pageProps.errorPage} /> : <Component {...liveProps} />}</LayoutChromeProvider>
            </Activity>
          </PageClockProvider>
        </AdExtrasProvider>
      </AdPlanProvider>
    </>
  );
}
