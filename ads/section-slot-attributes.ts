import type { ProviderSlot } from './page-plan';

// Apart from the plan's rules (page-plan.ts): the browser renders these attributes from the plan
// the server made (decision 027), without loading the slot tables.

/**
 * The data attributes of a section slot's element, what the provider's script reads (spec §3: the
 * section-based fields; isDmp and isSync always false): `data-ad-provider`, `data-section-id`,
 * `data-ad-id`, the passback `data-ad-unit-path` and `data-ad-sizes` (`300x250,fluid`).
 */
export function sectionSlotAttributes({ provider, slot }: ProviderSlot): Record<`data-${string}`, string> {
  return {
    'data-ad-provider': provider.type,
    'data-section-id': slot.sectionId,
    'data-ad-id': slot.adId,
    'data-ad-unit-path': slot.adUnitPath,
    'data-ad-sizes': slot.sizes.map((size) => (size === 'fluid' ? size : `${size[0]}x${size[1]}`)).join(','),
    'data-is-dmp': String(slot.isDmp),
    'data-is-sync': String(slot.isSync),
  };
}
