import { adSpaceForDevice, buildGptPagePlan, buildSectionAdPlan, isLiveUnit, type AdProviderScriptUrls, type GptPagePlanInput, type SectionAdPlan } from '@/ads/page-plan';
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

/** What the plans are built from: the props' ad space for the device and the render's clock, read once. */
function adInputOf(props: AdPageProps, environment: SiteEnvironment): { input: GptPagePlanInput; scriptUrls: AdProviderScriptUrls } | null {
  const meta = props.pageMeta;
  if (!meta) return null;
  return {
    input: {
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
    },
    scriptUrls: meta.adScriptUrls ?? {},
  };
}

/** This page view's GPT plan from its props; null on error pages and pages without ads. */
export function planFromPageProps(props: AdPageProps, environment: SiteEnvironment): GptPagePlan | null {
  const ads = adInputOf(props, environment);
  return ads && buildGptPagePlan(ads.input);
}

/** This page view's extras from its props; null on error pages (no pageMeta). */
export function adExtrasFromPageProps(props: AdPageProps, environment: SiteEnvironment): AdExtras | null {
  const ads = adInputOf(props, environment);
  if (!ads) return null;
  return { sections: buildSectionAdPlan(ads.input, ads.scriptUrls), backgroundVariant: pageBackgroundVariant(props.articleBanners?.background?.pattern, ads.input.now) };
}

/** Plans built for one ad space, at most (then its plans start over). */
export const PLANS_PER_AD_SPACE = 64;

interface BuiltPlans {
  plan: GptPagePlan | null;
  sections: SectionAdPlan;
}

/**
 * The GPT and section plans already built, by the ad space they came from (a cached source: the
 * same object for every page view until it is fetched again) and the rest of what they are built
 * from. The render's clock enters them only through which of the space's units are live then
 * (isLiveUnit), so that is what the key holds of it. Page views share a plan as they share the
 * ad space; nothing changes either once built.
 */
const plansByAdSpace = new WeakMap<AdSpace, Map<string, BuiltPlans>>();
const plansWithoutAdSpace = new Map<string, BuiltPlans>();

function plansFor(adSpace: AdSpace): Map<string, BuiltPlans> {
  let plans = plansByAdSpace.get(adSpace);
  if (!plans) {
    plans = new Map();
    plansByAdSpace.set(adSpace, plans);
  }
  return plans;
}

function builtPlans(input: GptPagePlanInput, scriptUrls: AdProviderScriptUrls): BuiltPlans {
  const { adSpace } = input;
  const live = adSpace ? adSpace.units.map((unit) => (isLiveUnit(unit, input.now) ? 1 : 0)).join('') : '';
  const { device, adPageType, environment, isR18, isDisplayAd, articleAdCount } = input;
  const key = JSON.stringify([device, adPageType, environment, String(isR18), String(isDisplayAd), String(articleAdCount), scriptUrls.FLEXONE ?? null, scriptUrls.YAHOO ?? null, live]);
  const plans = adSpace ? plansFor(adSpace) : plansWithoutAdSpace;
  if (plans.size >= PLANS_PER_AD_SPACE) plans.clear();
  let built = plans.get(key);
  if (!built) {
    built = { plan: buildGptPagePlan(input), sections: buildSectionAdPlan(input, scriptUrls) };
    plans.set(key, built);
  }
  return built;
}

/** The `pageAds` of a page's props (null without pageMeta): the two plans of adExtrasFromPageProps and planFromPageProps, built once per ad space and what else they depend on. */
export function pageAdsOf(props: AdPageProps, environment: SiteEnvironment): PageAds | null {
  const ads = adInputOf(props, environment);
  if (!ads) return null;
  const { plan, sections } = builtPlans(ads.input, ads.scriptUrls);
  return { plan, extras: { sections, backgroundVariant: pageBackgroundVariant(props.articleBanners?.background?.pattern, ads.input.now) } };
}
