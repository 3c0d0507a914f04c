import { z } from 'zod';
import { categoryRefSchema, displayDevicesSchema, httpUrl, isoDateTime, linkTarget, numericId } from './common';

export const AD_PROVIDER_TYPES = ['FLEXONE', 'GAM', 'YAHOO', 'NONE'] as const;
export type AdProviderType = (typeof AD_PROVIDER_TYPES)[number];

export const AD_SPACE_PAGE_TYPES = ['TOP', 'LIST', 'ARTICLE_DETAIL', 'PREVIEW', 'SCHEDULE'] as const;
export type AdSpacePageType = (typeof AD_SPACE_PAGE_TYPES)[number];

/** One ad unit of a page, keyed by its slot number (PC 1-17, SP 1-13). */
export const adUnitSchema = z.object({
  number: z.number().int().min(1).max(17),
  position: z.string(),
  type: z.enum(AD_PROVIDER_TYPES),
  adScript: z.string().nullable(),
  showAds: z.boolean(),
  adSlotIds: z.array(z.string()),
  releaseStartAt: isoDateTime.nullable(),
  releaseEndAt: isoDateTime.nullable(),
});
export type AdUnit = z.infer<typeof adUnitSchema>;

/** `/ad-space-pc-site`, `/ad-space-sp-site`: the page's ad units for one device. */
export const adSpaceSchema = z.object({
  pageType: z.enum(AD_SPACE_PAGE_TYPES),
  units: z.array(adUnitSchema),
});
export type AdSpace = z.infer<typeof adSpaceSchema>;

/** `/ad-space-amp-site`: amp-ad slots. */
export const ampAdSpaceSchema = z.object({
  units: z.array(
    z.object({
      position: z.string(),
      adUnitPath: z.string().startsWith('/'),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      multiSize: z.string().nullable(),
    }),
  ),
});
export type AmpAdSpace = z.infer<typeof ampAdSpaceSchema>;

/** Sponsored campaign item (spec §3). */
export const campaignItemSchema = z.object({
  id: numericId,
  campaignTitle: z.string(),
  advertiserName: z.string(),
  campaignImage: httpUrl,
  iconImage: httpUrl.nullable(),
  linkedUrl: linkTarget,
  isMatomePage: z.boolean(),
  directoryName: z.string().nullable(),
  priority: z.number().int(),
  campaignName: z.string(),
  shortName: z.string(),
  displayDevices: displayDevicesSchema,
  position: z.number().int().min(1),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  releaseStartAt: z.string().nullable(),
  releaseEndAt: z.string().nullable(),
  isDisplayOnPr: z.boolean(),
  showAds: z.boolean(),
  mainCategory: categoryRefSchema,
});
export type CampaignItem = z.infer<typeof campaignItemSchema>;

export const campaignListSchema = z.object({ data: z.array(campaignItemSchema) });

/**
 * Banner or jack unit (carousel, top page, article page, list pickup jacks).
 * Windows may be open-ended (`endAt: null`); strings are kept raw so an invalid date
 * is judged "not active" by the display-window rule instead of failing the list.
 */
export const bannerItemSchema = z.object({
  id: numericId,
  position: z.string(),
  title: z.string(),
  imageUrl: httpUrl,
  linkedUrl: linkTarget,
  isNewTab: z.boolean(),
  backgroundColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).nullable(),
  /** A/B/C variant for article background banners (spec §9). */
  pattern: z.enum(['A', 'B', 'C']).nullable(),
  videoId: z.string().nullable(),
  displayDevices: displayDevicesSchema,
  priority: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});
export type BannerItem = z.infer<typeof bannerItemSchema>;

export const bannerListSchema = z.object({ data: z.array(bannerItemSchema) });
export type BannerList = z.infer<typeof bannerListSchema>;

/** `/feature-banner` (page-data-shapes.md). */
export const specialFeatureBannerSchema = z.object({
  data: z.array(
    z.object({
      index: z.number().int().min(0),
      bannerUrl: httpUrl,
      isNewTab: z.boolean(),
      linkedUrl: linkTarget,
      position: z.string(),
      title: z.string(),
      startAt: z.string().nullable(),
      endAt: z.string().nullable(),
    }),
  ),
});
export type SpecialFeatureBanner = z.infer<typeof specialFeatureBannerSchema>;

/** `/sp-site-jack-logo`: header logo takeover, shown only inside its window. */
export const logoJackSchema = z.object({
  data: z.array(
    z.object({
      startAt: z.string().nullable(),
      endAt: z.string().nullable(),
      headerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
      imageUrl: httpUrl,
      linkedUrl: linkTarget,
    }),
  ),
});
export type LogoJack = z.infer<typeof logoJackSchema>;
