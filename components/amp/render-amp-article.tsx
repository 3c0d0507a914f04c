import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '@/components/head/page-head';
import imageLoader from '@/foundation/site/image-loader';
import { paths } from '@/foundation/paths';
import { safeHref } from '@/foundation/site/safe-url';
import { absoluteUrl } from '@/foundation/site/site-url';
import type { AmpDocumentProps } from '@/lib/amp/amp-article-data';
import { ampAnalyticsElement } from './amp-analytics';
import { AmpArticlePage } from './amp-article-page';
import { AMP_CSS, AMP_TOKENS } from './amp-css';
import { renderAmpDocument } from './amp-document';
import { ampNewsArticleJsonLd } from './amp-json-ld';
import { toAmpMarkup } from './amp-markup';

/** og:image and JSON-LD image width: the large thumbnail (spec §9). */
const SHARE_IMAGE_WIDTH = 1280;

/**
 * The complete AMP HTML of an article page: the body from react-dom/server (API text escaped by
 * React) with absolute site links and the AMP stylesheet's class names, the document around it from renderAmpDocument, the canonical link to the article's
 * normal page (the same body page), amp-analytics when the props carry a GA id. Pure: everything
 * it needs is in the props (the request pipeline calls it as `(props) => string`).
 */
export function renderAmpArticle(props: AmpDocumentProps): string {
  const { article } = props;
  const canonicalUrl = absoluteUrl(paths.articlePage(article.publicationDate, article.articleId, article.currentPage));
  const imageSrc = safeHref(article.ogpImageUrl ?? article.thumbnailUrl);
  const imageUrl = imageSrc ? imageLoader({ src: imageSrc, width: SHARE_IMAGE_WIDTH }) : null;
  return renderAmpDocument({
    title: `${article.title} | ${SITE_NAME}`,
    description: article.description.trim() || DEFAULT_DESCRIPTION,
    canonicalUrl,
    imageUrl,
    siteName: SITE_NAME,
    themeColor: AMP_TOKENS['color-brand'],
    iconUrl: absoluteUrl('/favicon.svg'),
    jsonLd: ampNewsArticleJsonLd(article, { canonicalUrl, imageUrl, siteName: SITE_NAME }),
    css: AMP_CSS,
    bodyStart: props.gaId ? ampAnalyticsElement(props.gaId) : '',
    bodyHtml: toAmpMarkup(renderToStaticMarkup(<AmpArticlePage {...props} />)),
  });
}
