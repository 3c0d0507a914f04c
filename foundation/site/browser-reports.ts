/**
 * The browser's error reports to the site (decision 028): where they go and how long their texts
 * may be. The browser trims to these bounds; /api/logging rejects anything longer (400).
 */
export const BROWSER_REPORT_PATH = '/api/logging/';

/** Spec: /api/logging refuses a body over 8 KB (413); the browser sends nothing larger. */
export const BROWSER_REPORT_MAX_BYTES = 8_192;

export const BROWSER_REPORT_LIMITS = {
  /** An error's message. */
  message: 1_000,
  /** Script addresses and page paths. */
  url: 2_048,
  /** A stack trace: a few frames are enough to find the code, and the body stays far below 8 KB. */
  stack: 4_000,
} as const;

export type BrowserErrorKind = 'error' | 'unhandledrejection';

/** What the browser posts as application/json. */
export interface BrowserErrorReport {
  kind: BrowserErrorKind;
  message: string;
  source?: string;
  line?: number;
  column?: number;
  stack?: string;
  page: string;
}
