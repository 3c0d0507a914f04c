import type { BannerItem } from '@/api-clients/schemas/ads';
import { liveBanners, toBannerView, type BannerAudience, type BannerLoadContext, type BannerView } from '../banners';
import { orFallback } from '../secondary';

/**
 * The game-title pages' jacks, from the pickupJack source, chosen on the server for the reader's
 * device and the request's clock like the other banners (lib/page-data/banners.ts).
 */

/** `position` of the game pages' jacks in the pickupJack list. */
export const GAME_BANNER_POSITIONS = {
  /** The header jack above the game header (PC and SP). */
  header: 'gameHeader',
  /** The jacks at the sides of the page on wide screens (PC). */
  left: 'gameLeft',
  right: 'gameRight',
} as const;

export interface GameBanners {
  header: BannerView | null;
  leftJack: BannerView | null;
  rightJack: BannerView | null;
}

/** The best live banner at `position` for the reader, or null. */
function best(items: readonly BannerItem[], position: string, audience: BannerAudience): BannerView | null {
  const [first] = liveBanners(items, position, audience);
  return first ? toBannerView(first) : null;
}

/**
 * The reader's game-page jacks: the best live one of each position. Side jacks only for PC readers:
 * they need the space beside the content column, which a phone never has.
 */
export function selectGameBanners(pickupJack: readonly BannerItem[] | null, audience: BannerAudience): GameBanners {
  const items = pickupJack ?? [];
  const sides = audience.device === 'PC';
  return {
    header: best(items, GAME_BANNER_POSITIONS.header, audience),
    leftJack: sides ? best(items, GAME_BANNER_POSITIONS.left, audience) : null,
    rightJack: sides ? best(items, GAME_BANNER_POSITIONS.right, audience) : null,
  };
}

/** The game page's jacks; a failing source empties them and nothing else. */
export async function loadGameBanners({ fetchSource, device, now }: BannerLoadContext): Promise<GameBanners> {
  const pickupJack = await orFallback(fetchSource('pickupJack', {}), null);
  return selectGameBanners(pickupJack?.data ?? null, { device, now });
}
