/**
 * A list kept in the reader's browser (localStorage) under a versioned key: read and checked entry
 * by entry (a corrupt or foreign value reads as nothing, never a crash), written whole, and
 * followed across tabs (the `storage` event) and within this one. Where the browser refuses
 * storage (settings, some private modes), reads are empty and writes say they failed.
 */
export interface StoredList<T> {
  /** The entries, newest first; the same array until the stored value changes (useSyncExternalStore). */
  read(): readonly T[];
  /** Stores `entries` (cut to the list's limit); false when the browser refused. */
  write(entries: readonly T[]): boolean;
  /** Whether this browser lets the site keep the list. */
  available(): boolean;
  /** Calls `listener` when the list changes here or in another tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface StoredListOptions<T> {
  /** The localStorage key, with its format's version (`playnote:followed-games:v1`). */
  key: string;
  /** The most entries kept. */
  limit: number;
  /** One stored value as an entry, or null when it is not one (dropped). */
  parseEntry: (value: unknown) => T | null;
  /** The entry's identity: a second entry with the same id is dropped (the first, newer, stays). */
  idOf: (entry: T) => string;
}

const PROBE_KEY = 'playnote:probe';
const EMPTY: readonly never[] = Object.freeze([]);

/** localStorage when the browser lets the site write to it, else null (asked once per page load). */
let storageCache: Storage | null | undefined;
export function readerStorage(): Storage | null {
  if (storageCache !== undefined) return storageCache;
  try {
    const storage = window.localStorage;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    storageCache = storage;
  } catch {
    storageCache = null;
  }
  return storageCache;
}

/** Forgets what readerStorage found (tests that switch storage off and on). */
export function resetReaderStorage(): void {
  storageCache = undefined;
}

export function storedList<T>({ key, limit, parseEntry, idOf }: StoredListOptions<T>): StoredList<T> {
  let cachedRaw: string | null = null;
  let cached: readonly T[] = EMPTY;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    // `key` null: another tab cleared the whole storage.
    if (event.key === key || event.key === null) notify();
  };

  function parse(raw: string): readonly T[] {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return EMPTY;
    }
    if (!Array.isArray(value)) return EMPTY;
    const seen = new Set<string>();
    const entries: T[] = [];
    for (const item of value) {
      const entry = parseEntry(item);
      if (entry === null || seen.has(idOf(entry))) continue;
      seen.add(idOf(entry));
      entries.push(entry);
      if (entries.length === limit) break;
    }
    return entries;
  }

  return {
    read() {
      let raw: string | null = null;
      try {
        raw = readerStorage()?.getItem(key) ?? null;
      } catch {
        raw = null;
      }
      if (raw === cachedRaw) return cached;
      cachedRaw = raw;
      cached = raw === null ? EMPTY : parse(raw);
      return cached;
    },
    write(entries) {
      const storage = readerStorage();
      if (!storage) return false;
      try {
        storage.setItem(key, JSON.stringify(entries.slice(0, limit)));
      } catch {
        // Full, or refused since the probe: the list stays as it was.
        return false;
      }
      notify();
      return true;
    },
    available: () => readerStorage() !== null,
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** A site path (`/article/…`), never another origin (`//host`, `\\host`) or a script URL. */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 500 && /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** An http(s) image address, or null. */
export function isImageUrlOrNull(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && value.length <= 1000 && /^https?:\/\/[^\s]+$/.test(value));
}

export function isDigitsId(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,20}$/.test(value);
}

export function isShortText(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxLength;
}

/** A time in ms since the epoch after 2000 (a foreign or corrupt value is none). */
export function isTimestamp(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 946_684_800_000;
}

export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
