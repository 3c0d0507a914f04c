import type { CampaignItem } from '@/api-clients/schemas/ads';
import { findCategoryById } from '@/foundation/site/categories';
import { isWithinDisplayWindow } from '@/foundation/site/display-window';
import { isForDevice } from './device';
import { isReleased } from './release-window';
import type { ConvertedCard, SponsoredCandidate } from './sponsored-cards';
import type { AdDevice } from './types';

/** Secondary card ads kept after grouping by priority (spec §9). */
export const MAX_SECONDARY_CARD_ADS = 4;

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

/** Selected campaigns (see selectCampaigns) as insertion candidates, in selection order. */
export function toSponsoredCandidates(campaigns: readonly CampaignItem[], options: { device: AdDevice; now: Date }): SponsoredCandidate[] {
  return selectCampaigns(campaigns, options).map((campaign) => ({ card: toConvertedCard(campaign), position: campaign.position }));
}
