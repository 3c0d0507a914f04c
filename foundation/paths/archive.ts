// Addresses of the archives: shared by their route handlers and components (which must not pull
// route handlers into the browser bundle).

/** Site paths of the two archives; the month lists are addressed by query (`?yearMonth=YYYYMM&page=N`). */
export const ARCHIVE_BASE_PATHS = { archive: '/archive/', history: '/archive-history/' } as const;
export type ArchiveKind = keyof typeof ARCHIVE_BASE_PATHS;

/** `/archive/`, `/archive/?yearMonth=202607`, `/archive/?yearMonth=202607&page=2` (page 1 has no `page`). */
export function archivePath(kind: ArchiveKind, yearMonth?: string, page = 1): string {
  const base = ARCHIVE_BASE_PATHS[kind];
  if (!yearMonth) return base;
  return page > 1 ? `${base}?yearMonth=${yearMonth}&page=${page}` : `${base}?yearMonth=${yearMonth}`;
}
