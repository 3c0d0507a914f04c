import { VIEWER_HISTORY_KEY } from './viewer-marks';

/**
 * The image viewer's history entries (decision 021). Opening the viewer pushes one entry whose
 * address is the image's page, paging replaces it, Back leaves it. Its state carries no `__N` mark,
 * so Next's router ignores Back/Forward into it (no route change, no getServerSideProps, the page
 * stays mounted with its ads and scroll position); the one pop it would act on, Back from the
 * viewer to the entry of the page under it, is refused through beforePopState as a pop to the
 * address already on screen (lib/client/scroll-restoration.ts). Next's shallow routing cannot do
 * this: it works only within one page route, and the image page is another route.
 */
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

export function pushViewerEntry(entry: ViewerEntry): void {
  window.history.pushState(viewerHistoryState(entry), '', entry.imagePath);
}

export function replaceViewerEntry(entry: ViewerEntry): void {
  window.history.replaceState(viewerHistoryState(entry), '', entry.imagePath);
}
