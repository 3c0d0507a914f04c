/**
 * The marks by which the page recognises the image viewer's links and history entries (decision
 * 021). Small on purpose: this is what every article page carries; the parsing and the viewer
 * itself (viewer-links.ts, viewer-history.ts, PhotoSwipe) load on first use.
 *
 * A link that opens the viewer carries the original image and its size, so the viewer can zoom to
 * the original size; its href is the image's own page, which the viewer's address becomes, and
 * where the link goes without JavaScript.
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
/**
 * On <html> while image links open the viewer (its code is in and listening): they show the
 * zoom-in cursor only then, since before it a click opens the link's own page.
 */
export const VIEWER_READY_ATTRIBUTE = 'data-image-viewer-ready';

/** The key of the viewer's history state (no `__N` mark: Next's router leaves the entry alone). */
export const VIEWER_HISTORY_KEY = 'playnoteImageViewer';

interface ViewerLinkData {
  src: string;
  width: number;
  height: number;
  caption?: string | undefined;
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
