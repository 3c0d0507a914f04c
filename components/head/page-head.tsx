import Head from 'next/head';
import { DEFAULT_DESCRIPTION, documentTitle, metaDescription, shareImage, SITE_NAME } from '@/components/seo/head-values';
import { pageJsonLdTexts } from '@/components/seo/page-json-ld';
import type { JsonLdRecipe } from '@/components/seo/server-json-ld';
import { absoluteUrl } from '@/foundation/site/site-url';
import { useOptionalRouter } from '@/lib/client/use-optional-router';

export { DEFAULT_DESCRIPTION, SITE_NAME };

interface PageHeadProps {
  /** The page's own title; null on the top page (the site title). */
  title: string | null;
  /** Japanese description (API text is cleaned and shortened); the site's description when missing. */
  description?: string | null;
  /** Site path of the canonical URL: the page itself (page 2 of a list is canonical to page 2). */
  canonicalPath: string;
  /** The page's image from the content API; shared 1280 wide. The site card when missing. */
  imageUrl?: string | null;
  /** `article` on article pages, `website` elsewhere. */
  ogType?: 'website' | 'article';
  /** `<meta name="robots">`: ROBOTS.article on articles, ROBOTS.noindex on search, previews and errors. */
  robots?: string;
  /**
   * Structured data from the builders of components/seo/json-ld.ts, one `<script type="application/ld+json">`
   * each (null entries are skipped); built on the server only, so the browser bundle leaves the builders out.
   */
  jsonLd?: JsonLdRecipe;
}

/** Title, description, canonical, robots, social cards (og:*, twitter:*) and JSON-LD of a page. */
export function PageHead({ title, description, canonicalPath, imageUrl, ogType = 'website', robots, jsonLd }: PageHeadProps) {
  const fullTitle = documentTitle(title);
  const shareTitle = title ?? fullTitle;
  const text = metaDescription(description);
  const canonical = absoluteUrl(canonicalPath);
  const image = shareImage(imageUrl);
  const jsonLdTexts = pageJsonLdTexts(jsonLd, useOptionalRouter()?.asPath ?? '');
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={text} key="description" />
      {robots && <meta name="robots" content={robots} key="robots" />}
      <link rel="canonical" href={canonical} key="canonical" />
      {/* Feed readers find the site's RSS 2.0 feed from any page. */}
      <link rel="alternate" type="application/rss+xml" title={SITE_NAME} href={absoluteUrl('/feed/')} key="feed" />
      <meta property="og:type" content={ogType} key="og:type" />
      <meta property="og:site_name" content={SITE_NAME} key="og:site_name" />
      <meta property="og:title" content={shareTitle} key="og:title" />
      <meta property="og:description" content={text} key="og:description" />
      <meta property="og:url" content={canonical} key="og:url" />
      <meta property="og:locale" content="ja_JP" key="og:locale" />
      <meta property="og:image" content={image.url} key="og:image" />
      <meta property="og:image:width" content={String(image.width)} key="og:image:width" />
      {image.height !== null && <meta property="og:image:height" content={String(image.height)} key="og:image:height" />}
      <meta name="twitter:card" content="summary_large_image" key="twitter:card" />
      <meta name="twitter:title" content={shareTitle} key="twitter:title" />
      <meta name="twitter:description" content={text} key="twitter:description" />
      <meta name="twitter:image" content={image.url} key="twitter:image" />
      {jsonLdTexts.map((json, index) => (
        <script
          key={`ld-json-${index}`}
          type="application/ld+json"
          // JSON-LD is the one place text goes in as HTML: React would entity-escape script text,
          // which JSON parsers do not decode. serializeJsonLd escapes `<`, so it cannot leave the script.
          dangerouslySetInnerHTML={{ __html: json }}
        />
      ))}
    </Head>
  );
}
