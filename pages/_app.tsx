import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { AdExtrasProvider } from '@/components/ads/ad-extras-context';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { PageClockProvider } from '@/components/article-card/page-clock';
import { VIEWPORT } from '@/components/head/viewport';
import type { ErrorPageProps } from '@/components/pages/error-page';
import { isUntrackedPath } from '@/lib/client/analytics-paths';
import { gptRouteKey } from '@/lib/client/gpt/slot-view';
import { mergeRefreshedProps, pagePropsUrl, type RefreshedProps } from '@/lib/client/page-refresh';
import { useScrollRestoration } from '@/lib/client/scroll-restoration';
import { useAdExtras } from '@/lib/client/use-ad-extras';
import { useAdPlan, type AdPageProps } from '@/lib/client/use-ad-plan';
import { getBrowserEnv } from '@/foundation/env/browser-env';
import '@/styles/globals.scss';

type AppPageProps = Record<string, unknown> & AdPageProps & { errorPage?: ErrorPageProps };

// Not first-load JS (issue 18): its chunk is requested as the app starts, beside hydration, and
// mounts after it, so scroll restoration and page views are there before a reader's first click.
const loadClientServices = () => import('@/lib/client/client-services');
if (typeof window !== 'undefined') void loadClientServices();
const ClientServices = lazy(loadClientServices);
// Error pages are rare: their code is fetched when one is shown (the server HTML stays on screen meanwhile).
const ErrorPage = lazy(() => import('@/components/pages/error-page').then((module) => ({ default: module.ErrorPage })));

const subscribeToNothing = () => () => undefined;
/** False on the server and in the hydrating render, true right after (React re-renders once hydrated). */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}

export default function App({ Component, pageProps }: AppProps<AppPageProps>) {
  const router = useRouter();
  const clientEnv = getBrowserEnv();
  const hydrated = useHydrated();
  // First-load, unlike the other services: a click a moment after hydration must already save the
  // place the reader leaves (the Back test), and a lazy chunk can arrive after that click.
  useScrollRestoration(router);
  const meta = pageProps.errorPage ? undefined : pageProps.pageMeta;
  const [refreshed, setRefreshed] = useState<RefreshedProps | null>(null);
  const onRefreshed = useCallback((answer: RefreshedProps) => setRefreshed(answer), []);
  const liveProps = mergeRefreshedProps(pageProps, meta, refreshed);
  const routeKey = gptRouteKey(router.asPath);
  const adPlan = useAdPlan(pageProps.errorPage ? {} : liveProps, clientEnv.NEXT_PUBLIC_ENV);
  // The page view's first props: its background variant must not change with the refresh.
  const adExtras = useAdExtras(pageProps.errorPage ? {} : pageProps, clientEnv.NEXT_PUBLIC_ENV);
  const tracked = !isUntrackedPath(router.asPath);
  return (
    <>
      <Head>
        <meta name="viewport" content={VIEWPORT} />
      </Head>
      {hydrated && (
        <Suspense fallback={null}>
          <ClientServices
            adPlan={adPlan}
            sectionAds={adExtras?.sections ?? null}
            routeKey={routeKey}
            refreshUrl={meta ? pagePropsUrl(meta) : null}
            refreshIntervalMs={meta?.refreshIntervalMs ?? 0}
            onRefreshed={onRefreshed}
            analytics={tracked ? { gaId: clientEnv.NEXT_PUBLIC_GA_ID, gtmId: clientEnv.NEXT_PUBLIC_GTM_ID } : null}
          />
        </Suspense>
      )}
      <AdPlanProvider plan={adPlan}>
        <AdExtrasProvider extras={adExtras}>
          {/* NEW badges read the request's clock, so the server and the browser agree (decision 022). */}
          <PageClockProvider renderedAt={meta ? liveProps.pageMeta?.renderedAt : undefined}>
            {pageProps.errorPage ? (
              <Suspense fallback={null}>
                <ErrorPage {...pageProps.errorPage} />
              </Suspense>
            ) : (
              <Component {...liveProps} />
            )}
          </PageClockProvider>
        </AdExtrasProvider>
      </AdPlanProvider>
    </>
  );
}
