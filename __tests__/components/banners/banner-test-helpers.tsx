import { compile } from 'sass';
import type { ReactElement } from 'react';
import type { AdDevice } from '@/ads/types';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import type { BannerView, FeatureBannerView, MovieBannerView } from '@/lib/page-data/banners';

/** The page view's ad plan as _app provides it: only its device matters to banners. */
export function withDevice(device: AdDevice | null, ui: ReactElement): ReactElement {
  if (!device) return ui;
  return <AdPlanProvider plan={{ device, slots: [], interstitialAdUnitPath: null, targeting: {} }}>{ui}</AdPlanProvider>;
}

export function bannerView(id: string, overrides: Partial<BannerView> = {}): BannerView {
  return {
    id,
    title: `『ゲーム${id}』好評発売中`,
    imageUrl: `https://img.example.com/banner/${id}.jpg`,
    linkedUrl: `/game/title/${id}/page/1/`,
    isNewTab: false,
    backgroundColor: null,
    ...overrides,
  };
}

export function movieView(id: string, overrides: Partial<MovieBannerView> = {}): MovieBannerView {
  return { ...bannerView(id), videoId: 'xwAlf7W78Mn', ...overrides };
}

export function featureView(index: number, overrides: Partial<FeatureBannerView> = {}): FeatureBannerView {
  return {
    index,
    title: `特集${index}`,
    imageUrl: `https://img.example.com/feature/${index}.jpg`,
    linkedUrl: `/special/feature-${index}/`,
    isNewTab: false,
    ...overrides,
  };
}

/** A component's stylesheet compiled as the site ships it, one line per declaration. */
export function compiledCss(path: string): string {
  return compile(path).css;
}

/** The declarations of `selector` inside the media query `media` (or at top level when null). */
export function rulesOf(css: string, selector: string, media: string | null): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = media === null ? css.replace(/@media[^{]+\{(?:[^{}]*\{[^{}]*\})*\s*\}/g, '') : [...css.matchAll(/@media([^{]+)\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)].filter((match) => match[1]?.trim() === media).map((match) => match[2]).join('\n');
  return [...block.matchAll(new RegExp(`(?:^|\\n|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map((match) => match[1]).join('\n');
}
