import { isYearMonth } from '@/foundation/validation/text-patterns';
import {
  VIEWER_ALIAS_ATTRIBUTE,
  VIEWER_CAPTION_ATTRIBUTE,
  VIEWER_GALLERY_ATTRIBUTE,
  VIEWER_HEIGHT_ATTRIBUTE,
  VIEWER_LINK_SELECTOR,
  VIEWER_SOURCE_ATTRIBUTE,
  VIEWER_WIDTH_ATTRIBUTE,
} from './viewer-marks';

/*
 * The image viewer's reading of the links that open it (their marks: viewer-marks.ts). Loaded with
 * the viewer, on first use.
 */

/** Larger than any real image; a bigger number in the HTML is a mistake, not a size. */
export const MAX_VIEWER_IMAGE_SIDE = 20_000;

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

/**
 * `/article/images/{YYYYMM}/{articleId}/{imageId}/` as the image page accepts it: ids are digits,
 * an article id at most 12 (MAX_URL_ID_LENGTH), an image id at most 20 (`articleId × 10000 + n`).
 */
const IMAGE_PAGE_PATH = /^\/article\/images\/(\d{6})\/\d{1,12}\/\d{1,20}\/$/;

/** Whether `path` is an article image page the site would answer (the viewer's address must be one). */
export function isArticleImagePath(path: string): boolean {
  const month = IMAGE_PAGE_PATH.exec(path)?.[1];
  return month !== undefined && isYearMonth(month);
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
