import { useState } from 'react';
import type { BannerView, ByDevice } from '@/lib/routes/banners';
import { AdBanner, bannerForDevice, hasSafeLink } from './banner';
import { BANNER_SIZES } from './banner-sizes';
import { useBannerDevice } from './use-banner-device';
import styles from './icon-banner.module.scss';

/** Accessible name of the icon banner's close button. */
export const CLOSE_ICON_BANNER_LABEL = '広告を閉じる';

/**
 * The icon banner (spec §4) of the page view's device: a small banner fixed in the bottom-right
 * corner with a close button. Closing hides it for this page view only (nothing is stored).
 */
export function IconBanner({ banners }: { banners: ByDevice<BannerView | null> }) {
  const banner = bannerForDevice(banners, useBannerDevice());
  const [closed, setClosed] = useState(false);
  if (!banner || closed || !hasSafeLink(banner)) return null;
  return (
    <div className={styles.icon}>
      <AdBanner banner={banner} size={BANNER_SIZES.icon} sizes="120px" kind="icon" />
      <button type="button" className={styles.close} onClick={() => setClosed(true)} aria-label={CLOSE_ICON_BANNER_LABEL}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
