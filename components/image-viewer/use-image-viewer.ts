import { useEffect } from 'react';
import { opensViewer, VIEWER_HISTORY_KEY, VIEWER_LINK_SELECTOR, VIEWER_READY_ATTRIBUTE } from '@/lib/client/image-viewer/viewer-marks';
import { useOptionalRouter } from '@/lib/client/use-optional-router';
import type * as ViewerModule from './open-image-viewer';

let loading: Promise<typeof ViewerModule> | null = null;

/** The viewer's code and styles (PhotoSwipe), fetched once, when a reader first points at, touches or clicks an image. */
function loadViewer(): Promise<typeof ViewerModule> {
  loading ??= import('./open-image-viewer').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function viewerLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(VIEWER_LINK_SELECTOR) : null;
}

/**
 * Opens links to images (VIEWER_LINK_SELECTOR) in the image viewer (decision 021) while the
 * component that calls it is mounted: plain clicks, delegated from the document in the capture
 * phase, so the article body's server HTML (decision 017) needs no handler of its own and neither
 * ServerHtml nor next/link routes the click. Forward into one of the viewer's history entries
 * opens it again. Everything past recognising the link or the entry loads on first use.
 */
export function useImageViewer(enabled = true): void {
  const asPath = useOptionalRouter()?.asPath;

  useEffect(() => {
    if (!enabled) return;
    // The page under the viewer: Next's address, which the viewer's own history entries leave alone.
    const pagePath = (asPath ?? `${window.location.pathname}${window.location.search}`).split('#')[0] ?? '';

    const onClick = (event: MouseEvent) => {
      const link = viewerLinkOf(event.target);
      if (!link || !opensViewer(event) || link.target || link.hasAttribute('download')) return;
      event.preventDefault();
      // The viewer's code did not load (offline, a new deployment): the link's own page instead.
      loadViewer().then(
        (viewer) => viewer.openFromLink(link, pagePath),
        () => window.location.assign(link.href),
      );
    };
    const prefetch = (event: Event) => {
      if (viewerLinkOf(event.target)) loadViewer().catch(() => undefined);
    };
    const onPopState = (event: PopStateEvent) => {
      if (!(event.state as Record<string, unknown> | null)?.[VIEWER_HISTORY_KEY]) return;
      loadViewer().then(
        (viewer) => viewer.openFromHistory(event.state, pagePath),
        () => window.location.reload(),
      );
    };

    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', prefetch, { passive: true });
    document.addEventListener('touchstart', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
    window.addEventListener('popstate', onPopState);
    document.documentElement.setAttribute(VIEWER_READY_ATTRIBUTE, '');
    return () => {
      document.documentElement.removeAttribute(VIEWER_READY_ATTRIBUTE);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('touchstart', prefetch);
      document.removeEventListener('focusin', prefetch);
      window.removeEventListener('popstate', onPopState);
    };
  }, [enabled, asPath]);
}
