/** Text rules of spec §5. */

const YEAR_MONTH = /^(\d{4})(\d{2})$/;
export const YEAR_MONTH_MIN_YEAR = 1900;
export const YEAR_MONTH_MAX_YEAR = 2199;

/** A 6-digit year-month `YYYYMM`, year 1900-2199, month 01-12. */
export function isYearMonth(value: string): boolean {
  const match = YEAR_MONTH.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= YEAR_MONTH_MIN_YEAR && year <= YEAR_MONTH_MAX_YEAR && month >= 1 && month <= 12;
}

/** Digits only (ids in URLs). */
export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Longest id accepted in a URL or query; longer digit runs are not ids of ours. */
export const MAX_URL_ID_LENGTH = 12;

/** An id in a URL or query: digits only (spec §5), at most MAX_URL_ID_LENGTH digits. */
export function isUrlId(value: string): boolean {
  return isDigitsOnly(value) && value.length <= MAX_URL_ID_LENGTH;
}

/** The mobile user-agent test: Android, iPhone or iPod. */
export function isMobileUserAgent(userAgent: string | undefined | null): boolean {
  return /Android|iPhone|iPod/.test(userAgent ?? '');
}

/** Text starting with a digit. */
export function startsWithDigit(value: string): boolean {
  return /^\d/.test(value);
}

/** Strips every character other than ASCII letters, digits and hyphen (codes in URLs). */
export function stripToCode(value: string): string {
  return value.replace(/[^A-Za-z0-9-]/g, '');
}

/** The texts inside Japanese corner quotation marks 「」, in order. */
export function extractCornerQuoted(value: string): string[] {
  return Array.from(value.matchAll(/「([^「」]+)」/g), (match) => match[1] ?? '').filter(Boolean);
}
