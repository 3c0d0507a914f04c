import PhotoSwipe, { type SlideData } from 'photoswipe';
// PhotoSwipe's own rules travel with this chunk: loaded on first use, never on first paint (decision 021).
import 'photoswipe/style.css';
import { isUntrackedPath, reportPageView } from '@/lib/client/analytics';
import { pushViewerEntry, replaceViewerEntry, viewerEntryOf } from '@/lib/client/image-viewer/viewer-history';
import { viewerGalleryOf, type ViewerGallery, type ViewerItem } from '@/lib/client/image-viewer/viewer-links';
import { VIEWER_ALIAS_ATTRIBUTE, VIEWER_LINK_SELECTOR } from '@/lib/client/image-viewer/viewer-marks';
import styles from './image-viewer.module.scss';

/** The viewer's words (PhotoSwipe's are English). */
export const VIEWER_LABELS = {
  dialog: '画像ビューア',
  close: '閉じる',
  zoomIn: '拡大',
  zoomOut: '縮小',
  previous: '前の画像',
  next: '次の画像',
  error: '画像を読み込めませんでした',
  counterSeparator: ' / ',
} as const;

/** From this viewport width the image keeps clear of the toolbar and the caption; below it, it fills the screen. */
const FRAMED_MIN_WIDTH = 768;
const FRAMED_PADDING = { top: 64, bottom: 72, left: 24, right: 24 };
const FULL_BLEED = { top: 0, bottom: 0, left: 0, right: 0 };

/** The element the site renders into; inert while the dialog is open, so only the dialog is reachable. */
const APP_ROOT_ID = '__next';

export interface OpenViewerOptions {
  /** The page (path and query) under the viewer. */
  pagePath: string;
  /** The current history entry already is this viewer's (Forward into it): replace it, do not push. */
  restoring?: boolean;
}

interface OpenViewerHandle {
  /** Back (or any history move) left the viewer's entry: close without touching history. */
  closeFromHistory(): void;
}

let openViewer: OpenViewerHandle | null = null;

// One listener for the module's life: a pop to any entry but the viewer's (Back) closes the viewer.
window.addEventListener('popstate', (event: PopStateEvent) => {
  if (!viewerEntryOf(event.state)) openViewer?.closeFromHistory();
});

function isCropped(image: HTMLImageElement): boolean {
  return window.getComputedStyle(image).objectFit === 'cover';
}

/** PhotoSwipe's slide: the original file at its size; the picture on the page while it loads (uncropped only). */
function slideOf({ src, width, height, alt, thumbnail }: ViewerItem): SlideData {
  const cropped = thumbnail ? isCropped(thumbnail) : false;
  const loaded = thumbnail?.complete && thumbnail.naturalWidth > 0 ? thumbnail.currentSrc : undefined;
  return { src, width, height, alt, element: thumbnail ?? undefined, thumbCropped: cropped, msrc: cropped ? undefined : loaded };
}

function isInViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
}

/**
 * Tab and Shift+Tab go round the dialog's buttons (PhotoSwipe only pulls focus back once it has
 * left). Its own query, not lib/client/focus-trap: sharing that module with this chunk would split
 * it out of the first-load chunk it is merged into, at a cost on every page.
 */
function cycleFocus(root: HTMLElement, backwards: boolean): void {
  const elements = [...root.querySelectorAll<HTMLButtonElement>('button:not([disabled])')].filter((button) => button.getClientRects().length > 0);
  if (elements.length === 0) return;
  const position = elements.indexOf(document.activeElement as HTMLButtonElement);
  const next = backwards ? (position <= 0 ? elements.length - 1 : position - 1) : (position + 1) % elements.length;
  elements[next]?.focus();
}

/**
 * Opens the gallery at `index` in PhotoSwipe as a modal dialog whose address is the image's page:
 * the first image pushes one history entry, paging replaces it, and each image shown counts one
 * page view. Escape, the close button or a swipe down go Back to the page's entry; Back closes it.
 */
export function openImageViewer({ items, index, opener }: ViewerGallery, { pagePath, restoring = false }: OpenViewerOptions): void {
  openViewer?.closeFromHistory();
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const pswp = new PhotoSwipe({
    dataSource: items.map(slideOf),
    index,
    mainClass: styles.viewer,
    bgOpacity: 1,
    showHideAnimationType: reducedMotion ? 'none' : 'zoom',
    zoomAnimationDuration: reducedMotion ? 0 : 333,
    // The zoom button and a click show the original at its own size (never upscaled beyond it).
    secondaryZoomLevel: 1,
    returnFocus: false,
    paddingFn: (viewport) => (viewport.x >= FRAMED_MIN_WIDTH ? FRAMED_PADDING : FULL_BLEED),
    closeTitle: VIEWER_LABELS.close,
    zoomTitle: VIEWER_LABELS.zoomIn,
    arrowPrevTitle: VIEWER_LABELS.previous,
    arrowNextTitle: VIEWER_LABELS.next,
    errorMsg: VIEWER_LABELS.error,
    indexIndicatorSep: VIEWER_LABELS.counterSeparator,
  });

  // An image far from the screen has nothing to grow from or shrink to: fade instead.
  pswp.addFilter('thumbEl', (thumbnail) => (thumbnail && isInViewport(thumbnail) ? thumbnail : (undefined as unknown as HTMLElement)));

  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (element) => {
        element.classList.add(styles.caption ?? '');
        pswp.on('change', () => {
          const caption = items[pswp.currIndex]?.caption ?? '';
          element.textContent = caption;
          element.hidden = caption === '';
        });
      },
    });
  });

  let pushed = restoring;
  let shownPath: string | null = null;
  let closedByHistory = false;
  pswp.on('change', () => {
    const imagePath = items[pswp.currIndex]?.imagePath;
    // A slide without a page of its own keeps the address it has.
    if (!imagePath || imagePath === shownPath) return;
    const entry = { pagePath, imagePath };
    if (pushed) replaceViewerEntry(entry);
    else pushViewerEntry(entry);
    pushed = true;
    shownPath = imagePath;
    // Editors' previews are not readers' views, and neither is what they open.
    if (!isUntrackedPath(pagePath)) reportPageView(imagePath, { firstLoad: false });
  });

  const closeWhenOpen = () => {
    // PhotoSwipe closes only once it is open: a close asked for during the opening animation waits for its end.
    if (pswp.opener.isOpen) pswp.close();
    else pswp.on('openingAnimationEnd', () => pswp.close());
  };

  pswp.on('keydown', (event) => {
    const { originalEvent } = event;
    if (originalEvent.key === 'Escape' && !pswp.opener.isOpen) {
      event.preventDefault();
      closeWhenOpen();
    }
    if (originalEvent.key !== 'Tab' || !pswp.element) return;
    originalEvent.preventDefault();
    event.preventDefault();
    cycleFocus(pswp.element, originalEvent.shiftKey);
  });

  // The zoom button says what it will do (as PhotoSwipe's UI decides it: beyond the fit, it zooms out).
  pswp.on('zoomPanUpdate', () => {
    const slide = pswp.currSlide;
    const button = pswp.element?.querySelector('.pswp__button--zoom');
    if (!slide || !button) return;
    const label = slide.currZoomLevel > slide.zoomLevels.initial ? VIEWER_LABELS.zoomOut : VIEWER_LABELS.zoomIn;
    if (button.getAttribute('aria-label') !== label) {
      button.setAttribute('aria-label', label);
      button.setAttribute('title', label);
    }
  });

  const appRoot = document.getElementById(APP_ROOT_ID);
  pswp.on('close', () => {
    appRoot?.removeAttribute('inert');
    if (openViewer === viewer) openViewer = null;
    if (pushed && !closedByHistory) window.history.back();
  });
  pswp.on('destroy', () => {
    if (opener.isConnected) opener.focus({ preventScroll: true });
  });

  const viewer: OpenViewerHandle = {
    closeFromHistory: () => {
      closedByHistory = true;
      closeWhenOpen();
    },
  };
  openViewer = viewer;
  pswp.init();
  pswp.element?.setAttribute('aria-modal', 'true');
  pswp.element?.setAttribute('aria-label', VIEWER_LABELS.dialog);
  appRoot?.setAttribute('inert', '');
}

/** A plain click on a viewer link (use-image-viewer.ts): the viewer over its gallery, else the link's own page. */
export function openFromLink(link: HTMLAnchorElement, pagePath: string): void {
  if (openViewer) return;
  const gallery = viewerGalleryOf(link);
  if (gallery) openImageViewer(gallery, { pagePath });
  // Attributes the viewer cannot use: the link as a link.
  else window.location.assign(link.href);
}

/**
 * Forward (or any history move) into one of the viewer's entries: the viewer again at its image
 * when that entry belongs to the page on screen and the image is on it; otherwise the image's own
 * page, in place of the entry, so the address and the screen agree.
 */
export function openFromHistory(state: unknown, pagePath: string): void {
  const entry = viewerEntryOf(state);
  if (!entry || openViewer) return;
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`${VIEWER_LINK_SELECTOR}:not([${VIEWER_ALIAS_ATTRIBUTE}])`)];
  const link = entry.pagePath === pagePath ? links.find((candidate) => candidate.getAttribute('href') === entry.imagePath) : undefined;
  const gallery = link ? viewerGalleryOf(link) : null;
  if (gallery) openImageViewer(gallery, { pagePath, restoring: true });
  else window.location.replace(entry.imagePath);
}
