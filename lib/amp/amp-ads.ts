import type { AmpAdSpace } from '@/api-clients/schemas/ads';
import { toAmpAdAttributes, type AmpAdAttributes } from '@/ads/amp-ad';
import { R18_TARGETING_VALUE, TARGETING_KEY_AGE, TARGETING_KEY_PAGE_TYPE } from '@/ads/page-plan';
import { ARTICLE_AD_SLOTS } from '@/ads/slot-definitions';

/** Ad page type of the AMP article: the same units and targeting as the canonical article page. */
export const AMP_AD_PAGE_TYPE = 'ARTICLE_DETAIL';

/** Where each ampAdspace position goes on the AMP article; positions not listed here or below are not shown. */
export const AMP_AD_PLACEMENTS = {
  /** Under the site header, above the breadcrumb. */
  amp_head: 'top',
  /** After the article's header and hero image, before the table of contents and body. */
  amp_mb1: 'beforeBody',
  /** After the body and its pager. */
  amp_rec: 'afterBody',
  /** Above the footer. */
  amp_foot: 'bottom',
} as const;
export type AmpAdPlacement = (typeof AMP_AD_PLACEMENTS)[keyof typeof AMP_AD_PLACEMENTS];

/**
 * The in-body positions, the AMP twins of the article-ad slots 1-5 (`amp_ia1`…`amp_ia5`): they go
 * at the body's ad breaks (ArticleView.adBreaks), the same places as the GPT slots `ia1`…`ia5`.
 */
export const AMP_IN_BODY_POSITIONS: readonly string[] = ARTICLE_AD_SLOTS.map((spec) => `amp_${spec.position}`);

export interface AmpAdSlot {
  position: string;
  attributes: AmpAdAttributes;
  /** The amp-ad `json` attribute: page-level targeting, as the GPT pages set it. */
  json: string;
}

export type AmpAdPlan = Partial<Record<AmpAdPlacement, AmpAdSlot>> & {
  /** The in-body units the ad space has, in slot order; the n-th goes at the n-th ad break. */
  inBody: AmpAdSlot[];
};

/** Page-level key-values of the AMP article's ads: page type, and `age: 'R-18'` on age-restricted articles (spec §9). */
export function ampAdTargeting(isR18: boolean): { targeting: Record<string, string> } {
  return {
    targeting: { [TARGETING_KEY_PAGE_TYPE]: AMP_AD_PAGE_TYPE, ...(isR18 ? { [TARGETING_KEY_AGE]: R18_TARGETING_VALUE } : {}) },
  };
}

/**
 * The amp-ad slots of an AMP article by placement, and its in-body units. None when the article
 * turns ads off (isDisplayAd false, spec §3) or the AMP ad space failed (null); R-18 articles are
 * targeted 'R-18'. As on the GPT pages, the first unit of a position wins.
 */
export function planAmpAds(space: AmpAdSpace | null, article: { isDisplayAd: boolean; isR18: boolean }): AmpAdPlan {
  if (!article.isDisplayAd || space === null) return { inBody: [] };
  const json = JSON.stringify(ampAdTargeting(article.isR18));
  const plan: AmpAdPlan = { inBody: [] };
  const inBody = new Map<string, AmpAdSlot>();
  for (const unit of space.units) {
    const slot = { position: unit.position, attributes: toAmpAdAttributes(unit), json };
    if (AMP_IN_BODY_POSITIONS.includes(unit.position)) {
      if (!inBody.has(unit.position)) inBody.set(unit.position, slot);
    } else if (Object.hasOwn(AMP_AD_PLACEMENTS, unit.position)) {
      plan[AMP_AD_PLACEMENTS[unit.position as keyof typeof AMP_AD_PLACEMENTS]] ??= slot;
    }
  }
  plan.inBody = AMP_IN_BODY_POSITIONS.flatMap((position) => inBody.get(position) ?? []);
  return plan;
}
