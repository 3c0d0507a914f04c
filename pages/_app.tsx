import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { VIEWPORT } from '@/components/head/viewport';
import { ErrorPage, type ErrorPageProps } from '@/components/pages/error-page';
import { usePageRefresh } from '@/lib/client/page-refresh';
import { useScrollRestoration } from '@/lib/client/scroll-restoration';
import type { PageMeta } from '@/lib/page-config/types';
import '@/styles/globals.scss';

type AppPageProps = Record<string, unknown> & { pageMeta?: PageMeta; errorPage?: ErrorPageProps };

export default function App({ Component, pageProps }: AppProps<AppPageProps>) {
  useScrollRestoration(useRouter());
  const liveProps = usePageRefresh(pageProps, pageProps.errorPage ? undefined : pageProps.pageMeta);
  return (
    <>
      <Head>
        <meta name="viewport" content={VIEWPORT} />
      </Head>
      {pageProps.errorPage ? <ErrorPage {...pageProps.errorPage} /> : <Component {...liveProps} />}
    </>
  );
}
