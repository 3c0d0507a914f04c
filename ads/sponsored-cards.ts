import type { CampaignItem } from '@/api-clients/schemas/ads';
import { findCategoryById } from '@/foundation/site/categories';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { isForDevice } from './device';
import { isReleased } from './release-window';
import type { AdDevice } from './types';

/** Sponsored cards per list (spec §9). */
export const MAX_SPONSORED_CARDS = 4;
/** No sponsored card before this list index (spec §9): at least 4 items come first. */
export const MIN_SPONSORED_INDEX = 4;
/** Secondary card ads kept after grouping by priority (spec §9). */
export const MAX_SECONDARY_CARD_ADS = 4;

/** Converted card (spec §3): a campaign shaped like an article card. */
export interface ConvertedCard {
  id: string;
  title: string;
  /** Campaigns carry no description. */
  description: null;
  thumbnailUrl: string;
  mainCategory: { nameJa: string; id: string; code: string; isMainCategory: boolean; priority: number | null };
  /** Campaigns are not dated. */
  publishedAt: null;
  iconImage: string | null;
  advertiserName: string;
  /** Always true: the card is a campaign. */
  isCampaignPr: true;
  /** Always true: advertising must be labelled as such (PR), whatever the campaign says. */
  isPr: true;
  linkedUrl: string;
  isMatomePage: boolean;
  directoryName: string | null;
}

/** The spec's converted card for a campaign item (spec §3). */
export function toConvertedCard(campaign: CampaignItem): ConvertedCard {
  const { mainCategory } = campaign;
  return {
    id: campaign.id,
    title: campaign.campaignTitle,
    description: null,
    thumbnailUrl: campaign.campaignImage,
    mainCategory: {
      nameJa: mainCategory.nameJa,
      id: mainCategory.id,
      code: mainCategory.code,
      isMainCategory: mainCategory.isMainCategory,
      priority: mainCategory.priority ?? findCategoryById(mainCategory.id)?.priority ?? null,
    },
    publishedAt: null,
    iconImage: campaign.iconImage,
    advertiserName: campaign.advertiserName,
    isCampaignPr: true,
    isPr: true,
    linkedUrl: campaign.linkedUrl,
    isMatomePage: campaign.isMatomePage,
    directoryName: campaign.directoryName,
  };
}

/**
 * Whether a campaign runs on the device now: its displayDevices include the device ("1" PC, "2" SP),
 * showAds is on, now is inside its display window (startAt/endAt, spec §4: a valid start is
 * required, the end may be open) and inside its release window (releaseStartAt/releaseEndAt, both
 * optional, see isReleased).
 */
export function isCampaignActive(campaign: CampaignItem, device: AdDevice, now: Date): boolean {
  return (
    campaign.showAds &&
    isForDevice(campaign.displayDevices, device) &&
    isWithinDisplayWindow(campaign.startAt, campaign.endAt, now) &&
    isReleased(campaign.releaseStartAt, campaign.releaseEndAt, now)
  );
}

/**
 * The campaigns to show as secondary card ads, best first.
 *
 * Interpretation of spec §9 "secondary card ads capped at the first 4 after priority grouping":
 * the active campaigns are grouped by `priority` (a lower number is a higher priority; within a
 * group the API's order is kept), the groups are concatenated in priority order, and only the
 * first {@link MAX_SECONDARY_CARD_ADS} are kept. So a priority-1 campaign always wins a seat over a
 * priority-2 one, and ties are settled by the order the ad server sent.
 */
export function selectCampaigns(campaigns: readonly CampaignItem[], options: { device: AdDevice; now: Date }): CampaignItem[] {
  const groups = new Map<number, CampaignItem[]>();
  for (const campaign of campaigns) {
    if (!isCampaignActive(campaign, options.device, options.now)) continue;
    const group = groups.get(campaign.priority);
    if (group) group.push(campaign);
    else groups.set(campaign.priority, [campaign]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([, group]) => group)
    .slice(0, MAX_SECONDARY_CARD_ADS);
}

/** A card to insert and the list index its campaign asks for. */
export interface SponsoredCandidate {
  card: ConvertedCard;
  position: number;
}

/** Selected campaigns (see selectCampaigns) as insertion candidates, in selection order. */
export function toSponsoredCandidates(campaigns: readonly CampaignItem[], options: { device: AdDevice; now: Date }): SponsoredCandidate[] {
  return selectCampaigns(campaigns, options).map((campaign) => ({ card: toConvertedCard(campaign), position: campaign.position }));
}

export type ListEntry<T> = { kind: 'article'; article: T } | { kind: 'sponsored'; card: ConvertedCard };

export interface InsertSponsoredCardsOptions {
  maxCards?: number;
  minIndex?: number;
}

/**
 * The list with sponsored cards inserted (spec §9); pure, returns a new array.
 *
 * A campaign's `position` is the index its card should have in the resulting list (so `4` puts
 * it after the first four items). Candidates are placed in ascending position (ties keep their
 * order, i.e. priority). A position is used as given when valid; otherwise the card moves to the
 * next valid index:
 * - never before index {@link MIN_SPONSORED_INDEX};
 * - never next to another sponsored card;
 * - always followed by a list item: a card never ends the list, so a list shorter than
 *   MIN_SPONSORED_INDEX + 1 items gets none, and a card whose index falls past the end is dropped.
 * At most {@link MAX_SPONSORED_CARDS} cards are placed; the rest are dropped.
 */
export function insertSponsoredCards<T>(
  list: readonly T[],
  candidates: readonly SponsoredCandidate[],
  options: InsertSponsoredCardsOptions = {},
): ListEntry<T>[] {
  const maxCards = options.maxCards ?? MAX_SPONSORED_CARDS;
  const minIndex = options.minIndex ?? MIN_SPONSORED_INDEX;
  const result: ListEntry<T>[] = list.map((article) => ({ kind: 'article', article }));
  const ordered = candidates
    .map((candidate, order) => ({ candidate, order }))
    .sort((a, b) => a.candidate.position - b.candidate.position || a.order - b.order);

  let placed = 0;
  for (const { candidate } of ordered) {
    if (placed >= maxCards) break;
    let index = Math.max(Math.floor(candidate.position), minIndex);
    while (index < result.length && (result[index - 1]?.kind === 'sponsored' || result[index]?.kind === 'sponsored')) index += 1;
    if (index >= result.length) continue;
    result.splice(index, 0, { kind: 'sponsored', card: candidate.card });
    placed += 1;
  }
  return result;
}
