import { MAX_READING_HISTORY } from '@/foundation/reader/followed-games';
import { asRecord, isDigitsId, isImageUrlOrNull, isShortText, isSitePath, isTimestamp, storedList } from './stored-list';

/** One article the reader opened, as the browser keeps it. */
export interface ReadingHistoryEntry {
  articleId: string;
  title: string;
  /** The address it was read at (its site path, without `?page=`). */
  href: string;
  thumbnailUrl: string | null;
  /** ms since the epoch. */
  readAt: number;
}

export const READING_HISTORY_KEY = 'playnote:reading-history:v1';
const MAX_TITLE_LENGTH = 300;

function parseReadingEntry(value: unknown): ReadingHistoryEntry | null {
  const record = asRecord(value);
  if (!record || !isDigitsId(record.articleId) || !isShortText(record.title, MAX_TITLE_LENGTH) || !isSitePath(record.href)) return null;
  if (!isImageUrlOrNull(record.thumbnailUrl) || !isTimestamp(record.readAt)) return null;
  return { articleId: record.articleId, title: record.title, href: record.href, thumbnailUrl: record.thumbnailUrl, readAt: record.readAt };
}

/** The articles the reader opened, newest first, one entry per article, at most MAX_READING_HISTORY. */
export const readingHistory = storedList<ReadingHistoryEntry>({
  key: READING_HISTORY_KEY,
  limit: MAX_READING_HISTORY,
  parseEntry: parseReadingEntry,
  idOf: (entry) => entry.articleId,
});

/** Puts an article at the top (re-reading moves it there); the oldest drop off past the limit. */
export function recordReading(entry: ReadingHistoryEntry): boolean {
  const checked = parseReadingEntry(entry);
  if (!checked) return false;
  return readingHistory.write([checked, ...readingHistory.read().filter((old) => old.articleId !== checked.articleId)]);
}

/** Clears the history; returns what it held, for 元に戻す. */
export function clearReadingHistory(): readonly ReadingHistoryEntry[] {
  const previous = readingHistory.read();
  readingHistory.write([]);
  return previous;
}

/** Brings cleared entries back behind any read since (those are newer). */
export function restoreReadingHistory(previous: readonly ReadingHistoryEntry[]): boolean {
  const current = readingHistory.read();
  const ids = new Set(current.map((entry) => entry.articleId));
  return readingHistory.write([...current, ...previous.filter((entry) => !ids.has(entry.articleId))]);
}
