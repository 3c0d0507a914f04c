import { getClientEnv } from '@/foundation/env/client-env';
import { withoutHtmlOnlyNextProps } from '@/lib/page-config/html-only-props';
import Document, { Head, Html, Main, NextScript } from 'next/document';

export default class PlaynoteDocument extends Document {
  override render() {
    // The page has rendered by now; what follows only serialises `__NEXT_DATA__` (NextScript reads
    // this same object), so the article body goes out once, as HTML (decision 017).
    const nextData = this.props.__NEXT_DATA__;
    nextData.props = withoutHtmlOnlyNextProps(nextData.props) as typeof nextData.props;
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
}
