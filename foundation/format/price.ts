import { formatNumber } from './number';

/** Yen with thousands separators (spec §9): 6800 → "6,800円". */
export function formatYen(value: number): string {
  return `${formatNumber(value)}円`;
}

/** An amount inside a price text: digits after ¥ / ￥, or before 円 (no lookbehind: iOS < 16.4 cannot parse it). */
const AMOUNT = /([¥￥]\s*)(\d+)|(\d+)(?=\s*円)/g;

/**
 * Thousands separators for the amounts in a price text from the API (spec §9):
 * `6800円（税抜）` → `6,800円（税抜）`. Only amounts: other numbers in the text (a year, an
 * edition number) stay as written, and text without an amount (オープン価格) is unchanged.
 */
export function formatPriceText(text: string): string {
  return text.replace(AMOUNT, (_match, sign: string | undefined, afterSign: string | undefined, beforeYen: string | undefined) =>
    sign === undefined ? formatNumber(Number(beforeYen)) : `${sign}${formatNumber(Number(afterSign))}`,
  );
}
