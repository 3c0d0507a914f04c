import { deferredModule, useModuleAfterLoad } from '@/lib/client/deferred-module';
import type { BannerView } from '@/lib/page-data/banners';
import { hasSafeLink } from './banner';
import { useShowsBanners } from './use-banner-device';

// The dock floats at the bottom edge and the server never renders it (a banner closed for the
// session must not flash), so its code loads after first paint.
const iconBannerDock = deferredModule(() => import('./icon-banner-dock'));

/** The icon banner (icon-banner-dock.tsx), once the page has loaded; nothing without a banner or ads. */
export function IconBanner({ banner }: { banner: BannerView | null }) {
  const wanted = useShowsBanners() && banner !== null && hasSafeLink(banner);
  const loaded = useModuleAfterLoad(iconBannerDock, wanted);
  return wanted && loaded ? <loaded.IconBannerDock banner={banner} /> : null;
}
