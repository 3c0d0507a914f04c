import { getClientEnv } from '@/foundation/env/client-env';
import { SERVER_HTML_FINGERPRINTS_ID } from '@/foundation/site/html-only';
import { ANALYTICS_ID_META } from '@/lib/client/analytics-ids';
import { leaveHtmlOnlyPropsOutOfNextData } from '@/lib/next-adapters/html-only-props-adapter';
import { HeadWithScriptsAfterPaint } from '@/lib/next-adapters/scripts-after-paint-head';
import Document, { Html, Main, NextScript } from 'next/document';

export default class PlaynoteDocument extends Document {
  override render() {
    // The page has rendered by now: the article body and the footer navigation go out once, as HTML,
    // with their fingerprints, so the browser keeps that HTML while a refresh brings the same (decision 017).
    const serverHtmlFingerprints = leaveHtmlOnlyPropsOutOfNextData(this.props);
    const env = getClientEnv();
    return (
      <Html lang="ja">
        <HeadWithScriptsAfterPaint>
          <meta name="theme-color" content="#d7263d" />
          {/* The server's site URL at run time; the browser bundle only knows the build-time one. */}
          <meta name="site-url" content={env.NEXT_PUBLIC_SITE_URL} />
          {/* The server's analytics ids (validated at start), read after load by lib/client/analytics-ids.ts (decision 030). */}
          {env.NEXT_PUBLIC_GA_ID && <meta name={ANALYTICS_ID_META.gaId} content={env.NEXT_PUBLIC_GA_ID} />}
          {env.NEXT_PUBLIC_GTM_ID && <meta name={ANALYTICS_ID_META.gtmId} content={env.NEXT_PUBLIC_GTM_ID} />}
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </HeadWithScriptsAfterPaint>
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
