import { paths } from '@/foundation/paths';
import { toJstOffsetDateTime } from '@/foundation/format/date';
import type { ArticleView } from '@/lib/page-data/article';
import { absoluteUrl } from '@/foundation/site/site-url';

/** Google's limit for article headlines in rich results. */
const HEADLINE_MAX_LENGTH = 110;

/** The publisher logo (public/images/logo.png). */
export const PUBLISHER_LOGO = { path: '/images/logo.png', width: 1280, height: 720 } as const;

/**
 * NewsArticle structured data of an AMP article (allowed in AMP as JSON-LD): headline, image,
 * dates with +09:00, authors, publisher with logo, and the canonical page as the main entity.
 */
export function ampNewsArticleJsonLd(
  article: Pick<ArticleView, 'title' | 'description' | 'publishedAt' | 'updatedAt' | 'authors' | 'mainCategories'>,
  { canonicalUrl, imageUrl, siteName }: { canonicalUrl: string; imageUrl: string | null; siteName: string },
) {
  const publisher = {
    '@type': 'Organization',
    name: siteName,
    url: absoluteUrl(paths.top()),
    logo: { '@type': 'ImageObject', url: absoluteUrl(PUBLISHER_LOGO.path), width: PUBLISHER_LOGO.width, height: PUBLISHER_LOGO.height },
  };
  const headline = Array.from(article.title);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: headline.length > HEADLINE_MAX_LENGTH ? `${headline.slice(0, HEADLINE_MAX_LENGTH - 1).join('')}…` : article.title,
    ...(article.description ? { description: article.description } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl },
    ...(imageUrl ? { image: [imageUrl] } : {}),
    datePublished: toJstOffsetDateTime(article.publishedAt),
    dateModified: toJstOffsetDateTime(article.updatedAt),
    author:
      article.authors.length > 0
        ? article.authors.map((author) => ({ '@type': 'Person', name: author.name, url: absoluteUrl(paths.author(author.id)) }))
        : [publisher],
    publisher,
    ...(article.mainCategories[0] ? { articleSection: article.mainCategories.map((category) => category.nameJa) } : {}),
    inLanguage: 'ja',
  };
}
