import { useEffect } from 'react';
import type * as ViewerModule from './open-image-viewer';
import { useOptionalRouter } from '@/lib/client/use-optional-router';
import { viewerEntryOf } from '@/lib/client/image-viewer/viewer-history';
import { opensViewer, VIEWER_ALIAS_ATTRIBUTE, VIEWER_LINK_SELECTOR, viewerGalleryOf } from '@/lib/client/image-viewer/viewer-links';

let loading: Promise<typeof ViewerModule> | null = null;

/** The viewer's code and styles (PhotoSwipe), fetched once, when a reader first points at, touches or clicks an image. */
function loadViewer(): Promise<typeof ViewerModule> {
  loading ??= import('./open-image-viewer').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Whether a viewer is on screen (set before its code has loaded, so a second click does not open two). */
let viewerOpen = false;

function viewerLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(VIEWER_LINK_SELECTOR) : null;
}

const withoutHash = (path: string) => path.split('#')[0] ?? path;

/**
 * Opens links to images (VIEWER_LINK_SELECTOR) in the image viewer (decision 021) while the
 * component that calls it is mounted: plain clicks, delegated from the document in the capture
 * phase, so the article body's server HTML (decision 017) needs no handler of its own and neither
 * ServerHtml nor next/link routes the click. Forward into a viewer entry of the page on screen
 * opens the viewer again.
 */
export function useImageViewer(enabled = true): void {
  const asPath = useOptionalRouter()?.asPath;

  useEffect(() => {
    if (!enabled) return;
    // The page under the viewer: Next's address, which the viewer's raw history entries leave alone.
    const pagePath = withoutHash(asPath ?? `${window.location.pathname}${window.location.search}`);

    const open = (link: HTMLAnchorElement, restoring: boolean) => {
      const gallery = viewerGalleryOf(link);
      if (!gallery) return false;
      viewerOpen = true;
      loadViewer().then(
        ({ openImageViewer }) =>
          openImageViewer(gallery, { pagePath, restoring, onClosed: () => void (viewerOpen = false) }),
        // The viewer's code did not load (offline, a new deployment): the link's own page instead.
        () => {
          viewerOpen = false;
          if (restoring) window.location.reload();
          else window.location.assign(link.href);
        },
      );
      return true;
    };

    const onClick = (event: MouseEvent) => {
      const link = viewerLinkOf(event.target);
      if (!link || !opensViewer(event) || link.target || link.hasAttribute('download')) return;
      if (viewerOpen || open(link, false)) event.preventDefault();
    };
    const prefetch = (event: Event) => {
      if (viewerLinkOf(event.target)) loadViewer().catch(() => undefined);
    };
    const onPopState = (event: PopStateEvent) => {
      const entry = viewerEntryOf(event.state);
      if (!entry || viewerOpen || entry.pagePath !== pagePath) return;
      const links = [...document.querySelectorAll<HTMLAnchorElement>(`${VIEWER_LINK_SELECTOR}:not([${VIEWER_ALIAS_ATTRIBUTE}])`)];
      const link = links.find((candidate) => candidate.getAttribute('href') === entry.imagePath);
      // The image is not on this page (any more): its own page, in place of the entry.
      if (!link || !open(link, true)) window.location.replace(entry.imagePath);
    };

    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', prefetch, { passive: true });
    document.addEventListener('touchstart', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('touchstart', prefetch);
      document.removeEventListener('focusin', prefetch);
      window.removeEventListener('popstate', onPopState);
    };
  }, [enabled, asPath]);
}
