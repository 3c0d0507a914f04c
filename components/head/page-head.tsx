import Head from 'next/head';
import { absoluteUrl } from '@/lib/site-url';

export const SITE_NAME = 'プレイノート';
export const DEFAULT_DESCRIPTION = 'プレイノートはゲーム・エンタメの最新ニュース、レビュー、インタビュー、発売スケジュール、ランキングを毎日お届けするゲーム総合情報サイトです。';

interface PageHeadProps {
  title: string | null;
  description?: string;
  /** Site path of the canonical URL. */
  canonicalPath: string;
  imageUrl?: string | null;
}

/** Title, description, canonical and social cards for a page. */
export function PageHead({ title, description = DEFAULT_DESCRIPTION, canonicalPath, imageUrl }: PageHeadProps) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | ゲーム・エンタメ最新情報`;
  const canonical = absoluteUrl(canonicalPath);
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="ja_JP" />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content="summary_large_image" />
    </Head>
  );
}
