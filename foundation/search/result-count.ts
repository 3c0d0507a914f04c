import { formatNumber } from '@/foundation/format/number';

export interface ResultPage {
  totalCount: number;
  currentPage: number;
  pageSize: number;
  /** Items on the current page. */
  shownCount: number;
}

/** `1,234件の記事が見つかりました（21〜40件目を表示）`: numbers with thousands separators (spec §9). */
export function resultCountText({ totalCount, currentPage, pageSize, shownCount }: ResultPage, noun: string): string {
  const first = (currentPage - 1) * pageSize + 1;
  const last = first + Math.max(0, shownCount - 1);
  return `${formatNumber(totalCount)}件の${noun}が見つかりました（${formatNumber(first)}〜${formatNumber(last)}件目を表示）`;
}
