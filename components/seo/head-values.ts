import imageLoader from '@/foundation/site/image-loader';
import { safeHref } from '@/foundation/site/safe-url';
import { absoluteUrl } from '@/foundation/site/site-url';

/** The site's name in titles, og:site_name and the JSON-LD publisher. */
export const SITE_NAME = 'プレイノート';
/** Title of the top page (and of any page without its own title). */
export const SITE_TITLE = `${SITE_NAME} | ゲーム・エンタメ最新情報`;
/** Description of pages that have none of their own. */
export const DEFAULT_DESCRIPTION =
  'プレイノートはゲーム・エンタメの最新ニュース、レビュー、インタビュー、発売スケジュール、ランキングを毎日お届けするゲーム総合情報サイトです。';

/** Longest meta description; longer API text is cut with an ellipsis. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** Width of og:image / twitter:image and of the JSON-LD images: the large thumbnail (spec §9). */
export const SHARE_IMAGE_WIDTH = 1280;

/** The brand card in public/: publisher logo and the share image of pages without an image of their own. */
export const SITE_LOGO = { path: '/images/logo.png', width: 1280, height: 720 } as const;

/** `robots` values (docs/decisions/009-metadata.md). */
export const ROBOTS = {
  /** Articles: let search engines show the large image. */
  article: 'max-image-preview:large',
  /** Search results, previews, error pages. */
  noindex: 'noindex',
} as const;

export interface ShareImage {
  url: string;
  width: number;
  /** Known only for the site's own card; content images keep the aspect ratio the API gave them. */
  height: number | null;
}

/** `タイトル | プレイノート`, or the site title for the top page (null). */
export function documentTitle(title: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_TITLE;
}

/** Cuts text to `max` characters (code points, so no half surrogate pair), ending in `…` when cut. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** API text as a meta description: whitespace collapsed, at most DESCRIPTION_MAX_LENGTH, the default when empty. */
export function metaDescription(text: string | null | undefined): string {
  const collapsed = (text ?? '').replace(/\s+/g, ' ').trim();
  return collapsed ? truncateText(collapsed, DESCRIPTION_MAX_LENGTH) : DEFAULT_DESCRIPTION;
}

/**
 * An image from the content API at `width` (through the image CDN loader, as content images ask
 * for it), absolute; null when the URL is missing or not safe (http(s) or a site path only).
 */
export function contentImageUrl(src: string | null | undefined, width: number = SHARE_IMAGE_WIDTH): string | null {
  const safe = safeHref(src);
  return safe ? imageLoader({ src: safe, width }) : null;
}

/** The share image of a page: its own image 1280 wide, or the site card. */
export function shareImage(src: string | null | undefined): ShareImage {
  const url = contentImageUrl(src);
  return url
    ? { url, width: SHARE_IMAGE_WIDTH, height: null }
    : { url: absoluteUrl(SITE_LOGO.path), width: SITE_LOGO.width, height: SITE_LOGO.height };
}
