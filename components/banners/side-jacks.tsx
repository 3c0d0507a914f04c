import { useState } from 'react';
import { deferredModule, useModuleAfterLoad } from '@/lib/client/deferred-module';
import type { BackgroundBannerViews, BannerView } from '@/lib/page-data/banners';
import { useShowsBanners } from './use-banner-device';

export { SideJacks } from './side-jack-banners';

// The takeover rule needs the ad server's jacks (components/ads/out-of-flow-ads.tsx), which load
// after first paint; so do these: fixed beside the column from 1,600 px, they take no room.
const sidesFreeJacks = deferredModule(() => import('./sides-free-jacks'));

/** The top page's left and right jacks, once the page has loaded; nothing when the page view shows no ads or the ad server's jacks hold the sides. */
export function TopJacks({ left, right }: { left: BannerView | null; right: BannerView | null }) {
  const wanted = useShowsBanners() && (left !== null || right !== null);
  const loaded = useModuleAfterLoad(sidesFreeJacks, wanted);
  return wanted && loaded ? <loaded.SidesFreeJacks left={left} right={right} kind="top-jack" /> : null;
}

/**
 * The article's left and right background banners, once the page has loaded. The A/B/C pattern the server
 * chose is kept for the whole page view: the client refresh brings a new choice every few minutes,
 * and a reader's background must not change under them. The ad server's background jacks of the
 * same variant come first (ads/side-takeover.ts).
 */
export function ArticleBackgroundJacks({ background }: { background: BackgroundBannerViews }) {
  const [firstChoice] = useState(background);
  const wanted = useShowsBanners() && (firstChoice.left !== null || firstChoice.right !== null);
  const loaded = useModuleAfterLoad(sidesFreeJacks, wanted);
  if (!wanted || !loaded) return null;
  return <loaded.SidesFreeJacks left={firstChoice.left} right={firstChoice.right} kind="article-background" pattern={firstChoice.pattern} />;
}
