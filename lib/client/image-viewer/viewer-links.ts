import { isUrlId, isYearMonth } from '@/foundation/validation/text-patterns';

/**
 * What the image viewer reads from a link that opens it (a body image, components/article/body-image.tsx;
 * the image page's picture and strip): the original image and its size, so the viewer can zoom to
 * the original size. The link's href is the image's own page, which the viewer's address becomes;
 * without JavaScript the link simply goes there (decision 021).
 */
export const VIEWER_SOURCE_ATTRIBUTE = 'data-viewer-src';
export const VIEWER_WIDTH_ATTRIBUTE = 'data-viewer-width';
export const VIEWER_HEIGHT_ATTRIBUTE = 'data-viewer-height';
/** The caption when the link is not in a figure with a figcaption (the image page's strip). */
export const VIEWER_CAPTION_ATTRIBUTE = 'data-viewer-caption';
/** On a second link to an image that is already in the gallery (the image page's big picture): it opens that item. */
export const VIEWER_ALIAS_ATTRIBUTE = 'data-viewer-alias';
/** The element whose viewer links make one gallery (the image page); elsewhere the whole document. */
export const VIEWER_GALLERY_ATTRIBUTE = 'data-viewer-gallery';
export const VIEWER_LINK_SELECTOR = `a[${VIEWER_SOURCE_ATTRIBUTE}]`;

/** Larger than any real image; a bigger number in the HTML is a mistake, not a size. */
export const MAX_VIEWER_IMAGE_SIDE = 20_000;
/** Image ids are longer than article ids (`articleId × 10000 + n`), as the image page accepts. */
const MAX_IMAGE_ID_LENGTH = 20;

export interface ViewerItem {
  /** The original image. */
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  /** The image's own page (the viewer's address while it shows this image); null when the link goes elsewhere. */
  imagePath: string | null;
  /** The picture on the page: the viewer opens from and closes to it, and shows its file while the original loads. */
  thumbnail: HTMLImageElement | null;
}

export interface ViewerGallery {
  items: ViewerItem[];
  /** The item the clicked link opens. */
  index: number;
  /** The clicked link: focus returns to it when the viewer closes. */
  opener: HTMLAnchorElement;
}

interface ViewerLinkData {
  src: string;
  width: number;
  height: number;
  caption?: string;
  alias?: boolean;
}

/** The data attributes of a link that opens the viewer. */
export function viewerLinkAttributes({ src, width, height, caption, alias }: ViewerLinkData): Record<string, string> {
  return {
    [VIEWER_SOURCE_ATTRIBUTE]: src,
    [VIEWER_WIDTH_ATTRIBUTE]: String(width),
    [VIEWER_HEIGHT_ATTRIBUTE]: String(height),
    ...(caption ? { [VIEWER_CAPTION_ATTRIBUTE]: caption } : {}),
    ...(alias ? { [VIEWER_ALIAS_ATTRIBUTE]: '' } : {}),
  };
}

type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/** A plain primary click opens the viewer; modified and middle clicks keep the browser's own (new tab, window, download). */
export function opensViewer(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

const IMAGE_PAGE_PATH = /^\/article\/images\/([^/]+)\/([^/]+)\/([^/]+)\/$/;

/** Whether `path` is an article image page the site would answer (the viewer's address must be one). */
export function isArticleImagePath(path: string): boolean {
  const [, publicationDate = '', articleId = '', imageId = ''] = IMAGE_PAGE_PATH.exec(path) ?? [];
  return isYearMonth(publicationDate) && isUrlId(articleId) && /^\d+$/.test(imageId) && imageId.length <= MAX_IMAGE_ID_LENGTH;
}

function imageSide(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const side = Number(value);
  return side > 0 && side <= MAX_VIEWER_IMAGE_SIDE ? side : null;
}

function isImageSource(src: string): boolean {
  return /^https?:\/\//.test(src) || (src.startsWith('/') && !src.startsWith('//'));
}

/** The viewer's slide for a link, or null when its attributes are missing or not usable (the link then stays a plain link). */
export function viewerItemFromLink(link: HTMLAnchorElement): ViewerItem | null {
  const src = link.getAttribute(VIEWER_SOURCE_ATTRIBUTE) ?? '';
  const width = imageSide(link.getAttribute(VIEWER_WIDTH_ATTRIBUTE));
  const height = imageSide(link.getAttribute(VIEWER_HEIGHT_ATTRIBUTE));
  if (!isImageSource(src) || width === null || height === null) return null;
  const href = link.getAttribute('href') ?? '';
  const thumbnail = link.querySelector('img');
  const caption = (link.getAttribute(VIEWER_CAPTION_ATTRIBUTE) ?? link.closest('figure')?.querySelector('figcaption')?.textContent ?? '').trim();
  return { src, width, height, alt: thumbnail?.getAttribute('alt') || caption, caption, imagePath: isArticleImagePath(href) ? href : null, thumbnail };
}

function viewerLinksIn(container: ParentNode): { link: HTMLAnchorElement; item: ViewerItem }[] {
  return [...container.querySelectorAll<HTMLAnchorElement>(VIEWER_LINK_SELECTOR)].flatMap((link) => {
    const item = link.hasAttribute(VIEWER_ALIAS_ATTRIBUTE) ? null : viewerItemFromLink(link);
    return item ? [{ link, item }] : [];
  });
}

/** Every usable viewer link inside `container` that is not an alias, as slides in reading order. */
export function viewerItemsIn(container: ParentNode): ViewerItem[] {
  return viewerLinksIn(container).map(({ item }) => item);
}

/**
 * The gallery a clicked viewer link opens: the slides of its gallery element (else of the whole
 * document) and the one it shows first. Null when the link cannot open the viewer (unusable
 * attributes, an alias with no slide of its image): it then stays a plain link.
 */
export function viewerGalleryOf(link: HTMLAnchorElement): ViewerGallery | null {
  const own = viewerItemFromLink(link);
  if (!own) return null;
  const links = viewerLinksIn(link.closest(`[${VIEWER_GALLERY_ATTRIBUTE}]`) ?? link.ownerDocument);
  const alias = link.hasAttribute(VIEWER_ALIAS_ATTRIBUTE);
  const index = links.findIndex((entry) => (alias ? entry.item.src === own.src : entry.link === link));
  const items = links.map(({ item }) => item);
  const opened = items[index];
  if (!opened) return null;
  // An alias's picture is the one on screen: the viewer opens from it and closes to it.
  if (alias) items[index] = { ...opened, thumbnail: own.thumbnail };
  return { items, index, opener: link };
}
