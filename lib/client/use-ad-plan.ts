import { useMemo } from 'react';
import { adSpaceForDevice, buildGptPagePlan } from '@/ads/page-plan';
import type { GptPagePlan } from '@/ads/types';
import type { AdSpace } from '@/api-clients/schemas/ads';
import type { BrowserEnv } from '@/foundation/env/browser-env';
import type { PageMeta } from '@/lib/page-config/types';

/** The page props the ad plan reads (spec §3 page props). */
export interface AdPageProps {
  pageMeta?: PageMeta;
  gptPcAdData?: AdSpace | null;
  gptSpAdData?: AdSpace | null;
  /** adBreaks: where the article body puts its article-ad slots (lib/page-data/article.ts). */
  articleDetailData?: { isR18?: boolean; isDisplayAd?: boolean; adBreaks?: readonly number[] };
}

/** This page view's GPT plan from its props; null on error pages and pages without ads. */
export function planFromPageProps(props: AdPageProps, environment: BrowserEnv['NEXT_PUBLIC_ENV']): GptPagePlan | null {
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
    // The server's clock at render time, so server and browser agree on release windows.
    now: new Date(meta.renderedAt),
  });
}

export function useAdPlan(props: AdPageProps, environment: BrowserEnv['NEXT_PUBLIC_ENV']): GptPagePlan | null {
  const { pageMeta, gptPcAdData, gptSpAdData, articleDetailData } = props;
  return useMemo(
    () => planFromPageProps({ pageMeta, gptPcAdData, gptSpAdData, articleDetailData }, environment),
    [pageMeta, gptPcAdData, gptSpAdData, articleDetailData, environment],
  );
}
