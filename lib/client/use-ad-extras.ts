import { useMemo } from 'react';
import { adSpaceForDevice, buildSectionAdPlan, type SectionAdPlan } from '@/ads/page-plan';
import type { BackgroundPattern } from '@/ads/background-pattern';
import { pageBackgroundVariant } from '@/ads/side-takeover';
import type { BrowserEnv } from '@/foundation/env/browser-env';
import type { AdPageProps } from './use-ad-plan';

/** What a page view's ads need besides the GPT plan. */
export interface AdExtras {
  /** FLEXONE/YAHOO section slots and scripts (empty without script URLs). */
  sections: SectionAdPlan;
  /** The A/B/C variant of the background jacks, shared with the article's direct-sold background banners. */
  backgroundVariant: BackgroundPattern;
}

/** The page props the extras read: the ad plan's, and the pattern the server chose for the article's background banners. */
export interface AdExtrasProps extends AdPageProps {
  articleBanners?: { background?: { pattern?: string | null } };
}

/** This page view's extras from its props; null on error pages (no pageMeta). */
export function adExtrasFromPageProps(props: AdExtrasProps, environment: BrowserEnv['NEXT_PUBLIC_ENV']): AdExtras | null {
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

/**
 * The page view's ad extras (render data only). The providers' scripts they name are started
 * after first paint by useProviderScripts (lib/client/provider-scripts.ts). Give it the page view's
 * first props (`_app`'s pageProps): the variant must not change under the reader when the refresh
 * brings a new render time.
 */
export function useAdExtras(props: AdExtrasProps, environment: BrowserEnv['NEXT_PUBLIC_ENV']): AdExtras | null {
  const { pageMeta, gptPcAdData, gptSpAdData, articleDetailData, articleBanners } = props;
  return useMemo(
    () => adExtrasFromPageProps({ pageMeta, gptPcAdData, gptSpAdData, articleDetailData, articleBanners }, environment),
    [pageMeta, gptPcAdData, gptSpAdData, articleDetailData, articleBanners, environment],
  );
}
