import type { AmpAdSpace } from '@/api-clients/schemas/ads';
import { toAmpAdAttributes, type AmpAdAttributes } from '@/ads/amp-ad';
import { R18_TARGETING_VALUE, TARGETING_KEY_AGE, TARGETING_KEY_PAGE_TYPE } from '@/ads/page-plan';

/** Ad page type of the AMP article: the same units and targeting as the canonical article page. */
export const AMP_AD_PAGE_TYPE = 'ARTICLE_DETAIL';

/** Where each ampAdspace position goes on the AMP article; positions not listed are not shown. */
export const AMP_AD_PLACEMENTS = {
  /** Under the site header, above the breadcrumb. */
  amp_head: 'top',
  /** After the article's header and hero image, before the table of contents and body. */
  amp_mb1: 'beforeBody',
  /** Inside the body, before its second heading (components/amp/amp-in-body-ad.ts). */
  amp_mb2: 'inBody',
  /** After the body and its pager. */
  amp_rec: 'afterBody',
  /** Above the footer. */
  amp_foot: 'bottom',
} as const;
export type AmpAdPlacement = (typeof AMP_AD_PLACEMENTS)[keyof typeof AMP_AD_PLACEMENTS];

export interface AmpAdSlot {
  position: string;
  attributes: AmpAdAttributes;
  /** The amp-ad `json` attribute: page-level targeting, as the GPT pages set it. */
  json: string;
}

export type AmpAdPlan = Partial<Record<AmpAdPlacement, AmpAdSlot>>;

/** Page-level key-values of the AMP article's ads: page type, and `age: 'R-18'` on age-restricted articles (spec §9). */
export function ampAdTargeting(isR18: boolean): { targeting: Record<string, string> } {
  return {
    targeting: { [TARGETING_KEY_PAGE_TYPE]: AMP_AD_PAGE_TYPE, ...(isR18 ? { [TARGETING_KEY_AGE]: R18_TARGETING_VALUE } : {}) },
  };
}

/**
 * The amp-ad slots of an AMP article by placement. None when the article turns ads off
 * (isDisplayAd false, spec §3) or the AMP ad space failed (null); R-18 articles are targeted 'R-18'.
 */
export function planAmpAds(space: AmpAdSpace | null, article: { isDisplayAd: boolean; isR18: boolean }): AmpAdPlan {
  if (!article.isDisplayAd || space === null) return {};
  const json = JSON.stringify(ampAdTargeting(article.isR18));
  const plan: AmpAdPlan = {};
  for (const unit of space.units) {
    if (!Object.hasOwn(AMP_AD_PLACEMENTS, unit.position)) continue;
    const placement = AMP_AD_PLACEMENTS[unit.position as keyof typeof AMP_AD_PLACEMENTS];
    // As on the GPT pages, the first unit of a position wins.
    plan[placement] ??= { position: unit.position, attributes: toAmpAdAttributes(unit), json };
  }
  return plan;
}
