/**
 * The image viewer's history entries (decision 021). Opening the viewer pushes one entry whose
 * address is the image's page, paging replaces it, Back leaves it. Its state carries no `__N` mark,
 * so Next's router ignores Back/Forward into it (no route change, no getServerSideProps, the page
 * stays mounted with its ads and scroll position); the one pop it would act on, Back from the
 * viewer to the entry of the page under it, is refused through beforePopState with
 * `isViewerPopState` (lib/client/scroll-restoration.ts). Next's shallow routing cannot do this: it
 * works only within one page route, and the image page is another route.
 */
export const VIEWER_HISTORY_KEY = 'playnoteImageViewer';

export interface ViewerEntry {
  /** The page (path and query) the viewer was opened on: an article or an image page. */
  pagePath: string;
  /** The image page the entry's address shows. */
  imagePath: string;
}

export function viewerHistoryState(entry: ViewerEntry): Record<string, ViewerEntry> {
  return { [VIEWER_HISTORY_KEY]: entry };
}

/** The viewer entry a history state describes, or null for any other state (Next's, a hash jump's, none). */
export function viewerEntryOf(state: unknown): ViewerEntry | null {
  if (!state || typeof state !== 'object') return null;
  const entry = (state as Record<string, unknown>)[VIEWER_HISTORY_KEY];
  if (!entry || typeof entry !== 'object') return null;
  const { pagePath, imagePath } = entry as Record<string, unknown>;
  return typeof pagePath === 'string' && typeof imagePath === 'string' ? { pagePath, imagePath } : null;
}

/** The page under the viewer while the current history entry is one of the viewer's; else null. */
let pageUnderViewer: string | null = null;

/**
 * Records whether the current history entry is a viewer entry: after every push and replace, and
 * after a pop has been seen by Next's router too (the viewer clears it a task later, so the order
 * of the two popstate listeners does not matter).
 */
export function setCurrentViewerEntry(entry: ViewerEntry | null): void {
  pageUnderViewer = entry?.pagePath ?? null;
}

export function pushViewerEntry(entry: ViewerEntry): void {
  window.history.pushState(viewerHistoryState(entry), '', entry.imagePath);
  setCurrentViewerEntry(entry);
}

export function replaceViewerEntry(entry: ViewerEntry): void {
  window.history.replaceState(viewerHistoryState(entry), '', entry.imagePath);
  setCurrentViewerEntry(entry);
}

const withoutHash = (url: string) => url.split('#')[0];

/**
 * For Next's beforePopState: true when the pop leaves a viewer entry for the entry of the page
 * under it. The viewer closes itself on that pop and the page is already on screen, so the router
 * must not run a route change (it would fetch the page again, count a page view, destroy and
 * define the ads and reset the scroll). Any other pop (to another page) is the router's.
 */
export function isViewerPopState(state: { as?: unknown } | undefined): boolean {
  return pageUnderViewer !== null && typeof state?.as === 'string' && withoutHash(state.as) === withoutHash(pageUnderViewer);
}
