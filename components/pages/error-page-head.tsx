import Head from 'next/head';
import { errorTitleFor } from './error-titles';

/** An error page's title, kept out of search engines. Apart from ErrorPage: `_app` renders it at once while the page's body hydrates later (decision 033). */
export function ErrorPageHead({ statusCode }: { statusCode: number }) {
  return (
    <Head>
      <title>{`${errorTitleFor(statusCode)} | プレイノート`}</title>
      <meta name="robots" content="noindex" />
    </Head>
  );
}
