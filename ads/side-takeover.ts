import { BACKGROUND_PATTERNS, choosePattern, type BackgroundPattern } from './background-pattern';
import type { SlotView } from './empty-slot';
import type { VariantAdSlotDefinition } from './slot-definitions';
import { OUT_OF_FLOW_REGIONS } from './slot-placement';
import type { AdDevice } from './types';

/**
 * The page view's A/B/C variant of the background jacks: the pattern the server chose for the
 * article's direct-sold background banners when it chose one, otherwise the same rule over all three
 * patterns (choosePattern by the hash of the render time). The GPT jacks and the direct-sold banners
 * thus share one variant, and a reader never sees two.
 */
export function pageBackgroundVariant(bannerPattern: string | null | undefined, renderedAt: Date): BackgroundPattern {
  const given = BACKGROUND_PATTERNS.find((pattern) => pattern === bannerPattern);
  return given ?? choosePattern(BACKGROUND_PATTERNS, undefined, renderedAt) ?? 'A';
}

/** The plan's background jack slots for this variant (slots without a variant, e.g. the top page's, always). */
export function backgroundSlotsOf<S extends VariantAdSlotDefinition>(device: AdDevice, slots: readonly S[], variant: BackgroundPattern): S[] {
  return slots.filter((slot) => {
    const region = OUT_OF_FLOW_REGIONS[device][slot.position ?? ''];
    return (region === 'background-left' || region === 'background-right') && (slot.variant === undefined || slot.variant === variant);
  });
}

/**
 * Where the ad server's background jacks stand in a page view:
 * - `absent`: none on the page (no live bg unit, or a window too narrow for them);
 * - `unknown`: the page has them but the window width is not known yet (server render, hydration);
 * - `waiting`, `filled`, `empty`: their GPT answer (filled as soon as one side fills).
 */
export type AdServerSides = 'absent' | 'unknown' | 'waiting' | 'filled' | 'empty';

/** The two sides' slot views as one state; an empty list means no GPT jack is on the page. */
export function adServerSides(views: readonly SlotView[]): AdServerSides {
  if (views.length === 0) return 'absent';
  if (views.includes('filled')) return 'filled';
  return views.includes('waiting') ? 'waiting' : 'empty';
}

/**
 * One takeover at the sides, never two. The ad server's jacks (bg_l/bg_r) come first: ad operations
 * switch those units on per page type with a release window when they sell a takeover through the
 * ad server. While they are on the page and unanswered, or filled, the direct-sold side banners
 * (article backgrounds, top page jacks) stay away; when both come back empty (or gpt.js cannot
 * load), or there are none, the direct-sold banners take the sides. An unknown width counts as
 * "on the page", so a server-rendered direct-sold banner never flashes before the ad server's.
 */
export function directSoldSidesShown(sides: AdServerSides): boolean {
  return sides === 'absent' || sides === 'empty';
}
