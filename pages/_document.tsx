import { getClientEnv } from '@/foundation/env/client-env';
import { getServerEnv } from '@/foundation/env/server-env';
import { SERVER_HTML_FINGERPRINTS_ID } from '@/foundation/site/html-only';
import { WEB_VITALS_SAMPLE_RATE_META } from '@/foundation/site/web-vitals';
import { ANALYTICS_ID_META } from '@/lib/client/analytics-ids';
import { leaveHtmlOnlyPropsOutOfNextData } from '@/lib/next-adapters/html-only-props-adapter';
import { applyBuiltSiteHeaders } from '@/lib/next-adapters/built-headers';
import Document, { type DocumentContext, type DocumentInitialProps, Head, Html, Main, NextScript } from 'next/document';

export default class PlaynoteDocument extends Document {
  static override async getInitialProps(context: DocumentContext): Promise<DocumentInitialProps> {
    // Next answers some requests before routing and so before headers(), e.g. its 400 for a path
    // that does not decode (issue 35, finding 2): every HTML page it renders gets them here.
    if (context.res) applyBuiltSiteHeaders(context.res);
    return Document.getInitialProps(context);
  }

  override render() {
    // The page has rendered by now: the article body and the footer navigation go out once, as HTML,
    // with their fingerprints, so the browser keeps that HTML while a refresh brings the same (decision 017).
    const serverHtmlFingerprints = leaveHtmlOnlyPropsOutOfNextData(this.props);
    const env = getClientEnv();
    // Pages rendered per request carry a pageMeta: only they send field data, and only they are sure of
    // the server's settings (`next build` prerenders the 404 and 500 pages, and may run without them).
    const rendersPerRequest = Boolean((this.props.__NEXT_DATA__.props as { pageProps?: { pageMeta?: unknown } } | undefined)?.pageProps?.pageMeta);
    return (
      <Html lang="ja">
        <Head>
          <meta name="theme-color" content="#d7263d" />
          {/* The server's site URL at run time; the browser bundle only knows the build-time one. */}
          <meta name="site-url" content={env.NEXT_PUBLIC_SITE_URL} />
          {/* The server's analytics ids (validated at start), read after load by lib/client/analytics-ids.ts (decision 030). */}
          {env.NEXT_PUBLIC_GA_ID && <meta name={ANALYTICS_ID_META.gaId} content={env.NEXT_PUBLIC_GA_ID} />}
          {env.NEXT_PUBLIC_GTM_ID && <meta name={ANALYTICS_ID_META.gtmId} content={env.NEXT_PUBLIC_GTM_ID} />}
          {/* The server's WEB_VITALS_SAMPLE_RATE (validated at start), read by lib/client/web-vitals.ts: one build, any rate. */}
          {rendersPerRequest && <meta name={WEB_VITALS_SAMPLE_RATE_META} content={String(getServerEnv().WEB_VITALS_SAMPLE_RATE)} />}
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          {Object.keys(serverHtmlFingerprints).length > 0 && (
            // Ids and base-36 fingerprints only: nothing to escape.
            <script id={SERVER_HTML_FINGERPRINTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(serverHtmlFingerprints) }} />
          )}
          <NextScript />
        </body>
      </Html>
    );
  }
}
