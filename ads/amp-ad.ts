import type { AmpAdSpace } from '@/api-clients/schemas/ads';

export type AmpAdUnit = AmpAdSpace['units'][number];

/** Attributes of one `<amp-ad>` (type doubleclick). */
export interface AmpAdAttributes {
  type: 'doubleclick';
  width: number;
  height: number;
  'data-slot': string;
  'data-multi-size'?: string;
  'data-multi-size-validation'?: 'false';
  layout: 'fixed' | 'responsive';
}

/** AMP drops a secondary size smaller than this share of the primary unless validation is off. */
export const AMP_MULTI_SIZE_MIN_RATIO = 2 / 3;

function parseSizes(multiSize: string | null): [number, number][] {
  if (!multiSize) return [];
  return multiSize.split(',').flatMap((part) => {
    const match = /^\s*(\d+)x(\d+)\s*$/.exec(part);
    return match ? [[Number(match[1]), Number(match[2])] as [number, number]] : [];
  });
}

/**
 * amp-ad attributes for an ampAdspace unit (for the AMP page of a later issue).
 *
 * AMP never serves a secondary size larger than the primary (width × height), so such sizes and
 * the primary itself are left out of `data-multi-size`; when a kept size is under 2/3 of the
 * primary, `data-multi-size-validation="false"` keeps it. Layout: `fixed` for multi-size units
 * (the box must hold every size), `responsive` for single-size ones (the box scales with the
 * column at the unit's aspect ratio). Either way the box has its final size before the ad loads.
 */
export function toAmpAdAttributes(unit: AmpAdUnit): AmpAdAttributes {
  const { width, height } = unit;
  const secondary = parseSizes(unit.multiSize).filter(
    ([w, h], index, all) =>
      w <= width && h <= height && !(w === width && h === height) && all.findIndex(([w2, h2]) => w2 === w && h2 === h) === index,
  );
  const base = { type: 'doubleclick' as const, width, height, 'data-slot': unit.adUnitPath };
  if (secondary.length === 0) return { ...base, layout: 'responsive' };
  const belowRatio = secondary.some(([w, h]) => w < width * AMP_MULTI_SIZE_MIN_RATIO || h < height * AMP_MULTI_SIZE_MIN_RATIO);
  return {
    ...base,
    'data-multi-size': secondary.map(([w, h]) => `${w}x${h}`).join(','),
    ...(belowRatio ? { 'data-multi-size-validation': 'false' as const } : {}),
    layout: 'fixed',
  };
}

/** amp-ad attributes by position for an AMP page's ad space (null space → none). */
export function ampAdsByPosition(space: AmpAdSpace | null): ReadonlyMap<string, AmpAdAttributes> {
  return new Map((space?.units ?? []).map((unit) => [unit.position, toAmpAdAttributes(unit)]));
}
