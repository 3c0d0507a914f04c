import { getClientEnv } from '@/lib/env/client-env';
import { Head, Html, Main, NextScript } from 'next/document';

export default function Document() {
  return (
    <Html lang="ja">
      <Head>
        <meta name="theme-color" content="#d7263d" />
        {/* The server's site URL at run time; the browser bundle only knows the build-time one. */}
        <meta name="site-url" content={getClientEnv().NEXT_PUBLIC_SITE_URL} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
