import { useEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { PLACEHOLDER_IMAGE } from '@/components/image/placeholder';
import { prefetchOnIntent } from '@/lib/client/prefetch';
import { clientNavigationHref } from '@/lib/client/client-navigation';
import { useOptionalRouter } from '@/lib/client/use-optional-router';
import { contentFingerprint, SERVER_HTML_FINGERPRINTS_ID, type ServerHtmlFingerprints, type ServerHtmlId } from '@/foundation/site/html-only';

/** Marks an element whose server HTML the browser reuses (decision 017). */
export const SERVER_HTML_ATTRIBUTE = 'data-server-html';

/** Spread onto the element that renders the full content, so the browser can find its HTML. */
export const serverHtmlAttributes = (id: ServerHtmlId) => ({ [SERVER_HTML_ATTRIBUTE]: id });

interface KeptHtml {
  html: string;
  /** contentFingerprint of the data the HTML was rendered from; null when unknown. */
  fingerprint: string | null;
}

/**
 * Server HTML by element and page, read from the document once, when a ServerHtml first renders
 * there. Only the first page's props lack the content, and Next may render that page again from
 * those props (back to it after client navigations), when its HTML is no longer in the document.
 */
const keptByPage = new Map<string, KeptHtml>();

let documentFingerprints: ServerHtmlFingerprints | undefined;

/** The fingerprints the HTML document carries (pages/_document.tsx), read once. */
function documentFingerprintOf(id: ServerHtmlId): string | null {
  documentFingerprints ??= JSON.parse(document.getElementById(SERVER_HTML_FINGERPRINTS_ID)?.textContent || '{}') as ServerHtmlFingerprints;
  return documentFingerprints[id] ?? null;
}

function keptHtmlFor(id: ServerHtmlId, asPath: string): KeptHtml {
  const key = `${id} ${asPath.split('#')[0]}`;
  const kept = keptByPage.get(key);
  if (kept) return kept;
  if (typeof document === 'undefined') return { html: '', fingerprint: null };
  const html = document.querySelector(`[${SERVER_HTML_ATTRIBUTE}="${id}"]`)?.innerHTML ?? '';
  const fresh = { html, fingerprint: documentFingerprintOf(id) };
  keptByPage.set(key, fresh);
  return fresh;
}

/**
 * A failed content image inside server HTML shows the placeholder, as ContentImage does (spec §8):
 * same element, the placeholder as its only source.
 */
function showPlaceholder(image: HTMLImageElement): void {
  if (image.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = PLACEHOLDER_IMAGE;
}

/** An image that failed before anyone listened (a lazy image not yet requested has no currentSrc). */
const failedAlready = (image: HTMLImageElement) => !!image.currentSrc && image.complete && image.naturalWidth === 0;

/**
 * Content whose data was left out of `__NEXT_DATA__` (lib/next-adapters/html-only-props-adapter.ts):
 * hydrates onto the server's HTML unchanged and leaves it alone; its component renders it when its
 * data is null. Given `html` (a static island's, decision 032), it shows that instead. Inside, by
 * delegation, links behave as SiteLink (client navigation, the target's code fetched on intent)
 * and images as ContentImage.
 */
export function ServerHtml({ id, className, html }: { id: ServerHtmlId; className?: string; html?: string }) {
  const router = useOptionalRouter();
  // What it shows: the server's HTML read from the document, or the last `html` given. Without
  // `html` it goes on showing that, and React, passed the same string, leaves the DOM alone. Given
  // HTML needs no fingerprint: its owner (an island) compares the HTML itself, not data.
  const [shown, setShown] = useState<KeptHtml>(() => (html === undefined ? keptHtmlFor(id, router?.asPath ?? '') : { html, fingerprint: null }));
  // The same HTML as the document's (a refresh of unchanged content) keeps the DOM as it is, with
  // what the page did to it since (the in-body ads' portals): compared by the fingerprint the document
  // carries, since the DOM's own HTML is no longer the server's string.
  if (html !== undefined && html !== shown.html && !(shown.fingerprint !== null && shown.fingerprint === contentFingerprint(html))) {
    setShown({ html, fingerprint: null });
  }
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = element.current;
    if (!root) return;
    // `error` does not bubble: listen in the capture phase, and catch those that failed before.
    const onError = (event: Event) => event.target instanceof HTMLImageElement && showPlaceholder(event.target);
    root.addEventListener('error', onError, true);
    root.querySelectorAll('img').forEach((image) => failedAlready(image) && showPlaceholder(image));
    return () => root.removeEventListener('error', onError, true);
  }, [shown]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a');
    const href = anchor && clientNavigationHref(event, anchor);
    if (!href || !router) return;
    event.preventDefault();
    void router.push(href);
  };
  const onIntent = (event: SyntheticEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest?.('a')?.getAttribute('href');
    if (href) prefetchOnIntent(router, href);
  };

  // Events bubble from the links inside; the links themselves stay keyboard-reachable anchors.
  return (
    <div
      ref={element}
      className={className}
      {...serverHtmlAttributes(id)}
      dangerouslySetInnerHTML={{ __html: shown.html }}
      onClick={onClick}
      onPointerOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    />
  );
}
