import type { ReactNode } from 'react';
import { DEFAULT_DESCRIPTION, documentTitle, metaDescription, shareImage, SITE_NAME } from '@/components/seo/head-values';
import { serverJsonLdTexts } from '@/components/seo/page-json-ld';
import type { JsonLdRecipe } from '@/components/seo/server-json-ld';
import { absoluteUrl } from '@/foundation/site/site-url';
import { DocumentHead } from './document-head';
import type { HeadTags } from './head-tags';

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
  /**
   * Head elements of this page alone, rendered on the server beside the site's feed and the JSON-LD,
   * each marked `data-page-only` so that the browser's head drops them on other pages
   * (following-head.ts): a game's feed link (issue 37). Built by the page's own head component,
   * so only its route carries their code.
   */
  pageOnly?: ReactNode;
}

/** The tags of PageHead's props: title, description, robots, canonical, social cards (og:*, twitter:*). */
export function pageHeadTags({ title, description, canonicalPath, imageUrl, ogType = 'website', robots }: Omit<PageHeadProps, 'jsonLd'>): HeadTags {
  const fullTitle = documentTitle(title);
  const shareTitle = title ?? fullTitle;
  const text = metaDescription(description);
  const canonical = absoluteUrl(canonicalPath);
  const image = shareImage(imageUrl);
  return {
    title: fullTitle,
    names: {
      description: text,
      ...(robots ? { robots } : {}),
      'twitter:card': 'summary_large_image',
      'twitter:title': shareTitle,
      'twitter:description': text,
      'twitter:image': image.url,
    },
    properties: {
      'og:type': ogType,
      'og:site_name': SITE_NAME,
      'og:title': shareTitle,
      'og:description': text,
      'og:url': canonical,
      'og:locale': 'ja_JP',
      'og:image': image.url,
      'og:image:width': String(image.width),
      ...(image.height !== null ? { 'og:image:height': String(image.height) } : {}),
    },
    links: { canonical },
  };
}

/** Title, description, canonical, robots, social cards (og:*, twitter:*) and JSON-LD of a page. */
export function PageHead({ jsonLd, pageOnly, ...tags }: PageHeadProps) {
  return (
    <DocumentHead
      tags={pageHeadTags(tags)}
      serverOnly={
        <>
          {/* Feed readers find the site's RSS 2.0 feed from any page. */}
          <link rel="alternate" type="application/rss+xml" title={SITE_NAME} href={absoluteUrl('/feed/')} key="feed" />
          {pageOnly}
          {serverJsonLdTexts(jsonLd).map((json, index) => (
            <script
              key={`ld-json-${index}`}
              type="application/ld+json"
              data-page-only=""
              // JSON-LD is the one place text goes in as HTML: React would entity-escape script text,
              // which JSON parsers do not decode. serializeJsonLd escapes `<`, so it cannot leave the script.
              dangerouslySetInnerHTML={{ __html: json }}
            />
          ))}
        </>
      }
    />
  );
}
