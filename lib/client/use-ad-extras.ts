import { useEffect, useMemo } from 'react';
import { adSpaceForDevice, buildSectionAdPlan, type SectionAdPlan } from '@/ads/page-plan';
import type { BackgroundPattern } from '@/ads/background-pattern';
import { pageBackgroundVariant } from '@/ads/side-takeover';
import type { BrowserEnv } from '@/foundation/env/browser-env';
import { measuredSlotTreatment, slotViews } from './gpt/slot-view-store';
import type { SectionSlotReport } from './ad-provider-scripts';
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

/** A section slot's answer into the slot views the AdSlot components read (the empty-slot rule decides collapse or promotion). */
const reportSectionSlot: SectionSlotReport = (elementId, state) => {
  if (state === null) return slotViews.reset(elementId);
  slotViews.answerBeforePaint(elementId, state, () => measuredSlotTreatment(document.getElementById(elementId)?.closest('[data-ad-slot]')));
};

/**
 * The page view's ad extras, and the providers' scripts: loaded once per page view (keyed on the
 * route and the section plan, so the client refresh leaves them alone), run again on a client
 * navigation. Give it the page view's first props (`_app`'s pageProps): the variant must not change
 * under the reader when the refresh brings a new render time. The loader is its own chunk, fetched
 * only on pages with a provider slot.
 */
export function useAdExtras(props: AdExtrasProps, environment: BrowserEnv['NEXT_PUBLIC_ENV'], routeKey: string): AdExtras | null {
  const { pageMeta, gptPcAdData, gptSpAdData, articleDetailData, articleBanners } = props;
  const extras = useMemo(
    () => adExtrasFromPageProps({ pageMeta, gptPcAdData, gptSpAdData, articleDetailData, articleBanners }, environment),
    [pageMeta, gptPcAdData, gptSpAdData, articleDetailData, articleBanners, environment],
  );
  const sectionsKey = extras && extras.sections.scripts.length > 0 ? JSON.stringify(extras.sections) : null;
  useEffect(() => {
    if (sectionsKey === null) return undefined;
    let stop: (() => void) | null = null;
    let ended = false;
    void import('./ad-provider-scripts').then(({ startProviderScripts }) => {
      if (!ended) stop = startProviderScripts(document, JSON.parse(sectionsKey) as SectionAdPlan, reportSectionSlot);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [sectionsKey, routeKey]);
  return extras;
}
