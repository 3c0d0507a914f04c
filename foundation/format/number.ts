const numberFormatter = new Intl.NumberFormat('ja-JP');

/** Numbers in text use thousands separators (spec §9): 1234567 → "1,234,567". */
export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}
