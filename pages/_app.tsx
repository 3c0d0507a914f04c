import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { AdExtrasProvider } from '@/components/ads/ad-extras-context';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { PageClockProvider } from '@/components/article-card/page-clock';
import { VIEWPORT } from '@/components/head/viewport';
import { ErrorPage, type ErrorPageProps } from '@/components/pages/error-page';
import { isUntrackedPath, usePageViews } from '@/lib/client/analytics';
import { AnalyticsScripts } from '@/lib/client/analytics-scripts';
import { gptRouteKey, useGptSlots } from '@/lib/client/gpt/use-gpt-slots';
import { usePageRefresh } from '@/lib/client/page-refresh';
import { useScrollRestoration } from '@/lib/client/scroll-restoration';
import { useAdExtras } from '@/lib/client/use-ad-extras';
import { useAdPlan, type AdPageProps } from '@/lib/client/use-ad-plan';
import { getBrowserEnv } from '@/foundation/env/browser-env';
import '@/styles/globals.scss';

type AppPageProps = Record<string, unknown> & AdPageProps & { errorPage?: ErrorPageProps };

export default function App({ Component, pageProps }: AppProps<AppPageProps>) {
  const router = useRouter();
  const clientEnv = getBrowserEnv();
  useScrollRestoration(router);
  usePageViews(router);
  const liveProps = usePageRefresh(pageProps, pageProps.errorPage ? undefined : pageProps.pageMeta);
  const adPlan = useAdPlan(pageProps.errorPage ? {} : liveProps, clientEnv.NEXT_PUBLIC_ENV);
  useGptSlots(adPlan, gptRouteKey(router.asPath));
  // The page view's first props: its background variant must not change with the refresh.
  const adExtras = useAdExtras(pageProps.errorPage ? {} : pageProps, clientEnv.NEXT_PUBLIC_ENV, gptRouteKey(router.asPath));
  return (
    <>
      <Head>
        <meta name="viewport" content={VIEWPORT} />
      </Head>
      {!isUntrackedPath(router.asPath) && <AnalyticsScripts gaId={clientEnv.NEXT_PUBLIC_GA_ID} gtmId={clientEnv.NEXT_PUBLIC_GTM_ID} />}
      <AdPlanProvider plan={adPlan}>
        <AdExtrasProvider extras={adExtras}>
          {/* NEW badges read the request's clock, so the server and the browser agree (decision 022). */}
          <PageClockProvider renderedAt={pageProps.errorPage ? undefined : liveProps.pageMeta?.renderedAt}>
            {pageProps.errorPage ? <ErrorPage {...pageProps.errorPage} /> : <Component {...liveProps} />}
          </PageClockProvider>
        </AdExtrasProvider>
      </AdPlanProvider>
    </>
  );
}
