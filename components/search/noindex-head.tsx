import Head from 'next/head';

/** Search result pages are not for search engines: `<meta name="robots" content="noindex">`. */
export function NoindexHead() {
  return (
    <Head>
      <meta name="robots" content="noindex" key="robots" />
    </Head>
  );
}
