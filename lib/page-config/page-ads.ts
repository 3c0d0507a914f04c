import { adSpaceForDevice, buildGptPagePlan, buildSectionAdPlan, type SectionAdPlan } from '@/ads/page-plan';
import type { BackgroundPattern } from '@/ads/background-pattern';
import { pageBackgroundVariant } from '@/ads/side-takeover';
import type { GptPagePlan } from '@/ads/types';
import type { AdSpace } from '@/api-clients/schemas/ads';
import type { BrowserEnv } from '@/foundation/env/browser-env';
import type { PageMeta } from './types';

// A page view's ads are decided on the server, from its props, for SSR, the refresh endpoint and
// client navigations alike (runRoute): the browser renders and runs the plan, but carries none of
// the slot tables and rules that make it (issue 18: about 9 KB of minified JavaScript).

/** The page props the ad plan reads (spec §3 page props). */
export interface AdPageProps {
  pageMeta?: PageMeta;
  gptPcAdData?: AdSpace | null;
  gptSpAdData?: AdSpace | null;
  /** adBreaks: where the article body puts its article-ad slots (lib/page-data/article.ts). */
  articleDetailData?: { isR18?: boolean; isDisplayAd?: boolean; adBreaks?: readonly number[] };
  articleBanners?: { background?: { pattern?: string | null } };
}

/** What a page view's ads need besides the GPT plan. */
export interface AdExtras {
  /** FLEXONE/YAHOO section slots and scripts (empty without script URLs). */
  sections: SectionAdPlan;
  /** The A/B/C variant of the background jacks, shared with the article's direct-sold background banners. */
  backgroundVariant: BackgroundPattern;
}

/** A page view's ads, as its props carry them (`pageAds`). */
export interface PageAds {
  /** What GPT defines; null when the page shows no ads. */
  plan: GptPagePlan | null;
  extras: AdExtras;
}

type SiteEnvironment = BrowserEnv['NEXT_PUBLIC_ENV'];

/** This page view's GPT plan from its props; null on error pages and pages without ads. */
export function planFromPageProps(props: AdPageProps, environment: SiteEnvironment): GptPagePlan | null {
  const meta = props.pageMeta;
  if (!meta) return null;
  return buildGptPagePlan({
    device: meta.adDevice,
    adPageType: meta.adPageType,
    environment,
    adSpace: adSpaceForDevice(meta.adDevice, { gptPcAdData: props.gptPcAdData ?? null, gptSpAdData: props.gptSpAdData ?? null }),
    isR18: props.articleDetailData?.isR18,
    isDisplayAd: props.articleDetailData?.isDisplayAd,
    // Exactly the in-body slots the body renders, so GPT defines no slot without an element.
    articleAdCount: props.articleDetailData?.adBreaks?.length ?? 0,
    // The render's clock, so the plan and the page agree on release windows.
    now: new Date(meta.renderedAt),
  });
}

/** This page view's extras from its props; null on error pages (no pageMeta). */
export function adExtrasFromPageProps(props: AdPageProps, environment: SiteEnvironment): AdExtras | null {
  const meta = props.pageMeta;
  if (!meta) return null;
  const now = new Date(meta.renderedAt);
  const sections = buildSectionAdPlan(
    {
      device: meta.adDevice,
      adPageType: meta.adPageType,
      environment,
      adSpace: adSpaceForDevice(meta.adDevice, { gptPcAdData: props.gptPcAdData ?? null, gptSpAdData: props.gptSpAdData ?? null }),
      isDisplayAd: props.articleDetailData?.isDisplayAd,
      now,
    },
    meta.adScriptUrls ?? {},
  );
  return { sections, backgroundVariant: pageBackgroundVariant(props.articleBanners?.background?.pattern, now) };
}

/** The `pageAds` of a page's props (null without pageMeta). */
export function pageAdsOf(props: AdPageProps, environment: SiteEnvironment): PageAds | null {
  const extras = adExtrasFromPageProps(props, environment);
  return extras ? { plan: planFromPageProps(props, environment), extras } : null;
}
