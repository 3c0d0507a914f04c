import type { Platform } from '@/api-clients/schemas/game';
import { SCHEDULE_PLATFORMS } from '@/foundation/site/categories';

export type PlatformCode = 'switch2' | 'switch' | 'ps5' | 'ps4' | 'xboxSeriesX' | 'pc-game' | 'mobile-app';

export interface PlatformInfo extends Platform {
  code: PlatformCode;
  /** Sold as a package with a JAN code (appears in game-sales rankings). */
  physical: boolean;
  /** Relative weight when a title picks its platforms. */
  weight: number;
  /** Article topic category codes that belong to the platform. */
  categoryCodes: readonly string[];
  /** Shown in titles, e.g. `Switch2用ソフト`. */
  label: string;
}

const WEIGHTS: Record<PlatformCode, number> = {
  switch2: 8, switch: 8, ps5: 9, ps4: 4, xboxSeriesX: 4, 'pc-game': 7, 'mobile-app': 5,
};
const CATEGORY_CODES: Record<PlatformCode, readonly string[]> = {
  switch2: ['switch2', 'consumer'], switch: ['switch', 'consumer'], ps5: ['ps5', 'consumer'], ps4: ['ps4', 'consumer'],
  xboxSeriesX: ['xboxSeriesX', 'consumer'], 'pc-game': ['pc-game', 'steam'], 'mobile-app': ['mobile-app'],
};

/** The seven schedule platforms, labelled as foundation/site/categories labels them. */
export const PLATFORMS: readonly PlatformInfo[] = SCHEDULE_PLATFORMS.filter((p) => p.code !== 'all-platforms').map((p) => {
  const code = p.code as PlatformCode;
  return {
    code,
    nameJa: p.nameJa,
    physical: code !== 'pc-game' && code !== 'mobile-app',
    weight: WEIGHTS[code],
    categoryCodes: CATEGORY_CODES[code],
    label: code === 'pc-game' ? 'PC（Steam）' : code === 'mobile-app' ? 'iOS/Android' : p.nameJa,
  };
});

export const PLATFORM_BY_CODE: ReadonlyMap<string, PlatformInfo> = new Map(PLATFORMS.map((p) => [p.code, p]));

/** The JSON shape of a platform (`{code, nameJa}`), shared by every response. */
export const PLATFORM_REFS: ReadonlyMap<string, Platform> = new Map(PLATFORMS.map((p) => [p.code, { code: p.code, nameJa: p.nameJa }]));
