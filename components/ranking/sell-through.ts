import type { GameSalesRow } from '@/api-clients/schemas/ranking';

/** Sell-through bar width per `sellRate` (page-data-shapes.md): "0" shows no bar. */
export const SELL_THROUGH_PERCENT: Readonly<Record<GameSalesRow['sellRate'], number | null>> = {
  '0': null,
  '1': 80,
  '2': 60,
  '3': 40,
  '4': 20,
};

/** Percentage of the sell-through bar for a `sellRate`, or null when there is no bar (0 or unknown). */
export function sellThroughPercent(sellRate: string): number | null {
  return Object.hasOwn(SELL_THROUGH_PERCENT, sellRate) ? SELL_THROUGH_PERCENT[sellRate as GameSalesRow['sellRate']] : null;
}
