import Head from 'next/head';
import { VIEWPORT } from '@/components/head/viewport';
import { errorTitleFor } from './error-titles';

/** An error page's head: its title, kept out of search engines, and the viewport every page sets (spec §2). */
export function ErrorPageHead({ statusCode }: { statusCode: number }) {
  return (
    <Head>
      <title>{`${errorTitleFor(statusCode)} | プレイノート`}</title>
      <meta name="robots" content="noindex" />
      <meta name="viewport" content={VIEWPORT} />
    </Head>
  );
}
