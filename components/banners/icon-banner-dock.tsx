import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { ContentImage } from '@/components/image/content-image';
import type { BannerView } from '@/lib/page-data/banners';
import { safeHref } from '@/foundation/site/safe-url';
import { AdBanner, adLinkTarget, hasSafeLink, SPONSORED_REL } from './banner';
import { BANNER_LABEL, BANNER_SIZES } from './banner-sizes';
import { closeIconBannerForSession, useIconBannerAllowed } from './icon-banner-session';
import { useMovieOverlayDocked } from './phone-dock';
import { useBannerDevice } from './use-banner-device';
import { useClearOfText } from './use-clear-of-text';
import styles from './icon-banner.module.scss';

/** Accessible name of the icon banner's close button. */
export const CLOSE_ICON_BANNER_LABEL = '広告を閉じる';

/** Height of the phone's bar (px, without the safe area); the page reserves as much at its end. */
export const ICON_BAR_HEIGHT = 64;

function CloseButton() {
  return (
    <button type="button" className={styles.close} onClick={closeIconBannerForSession} aria-label={CLOSE_ICON_BANNER_LABEL}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** The phone's form: a slim bar docked at the bottom edge (icon, title, PR, close). */
function IconBar({ banner, href }: { banner: BannerView; href: string }) {
  return (
    <div className={styles.bar}>
      <a href={href} target={adLinkTarget(href, banner.isNewTab)} rel={SPONSORED_REL} className={styles.barLink} data-banner="icon">
        <ContentImage src={banner.imageUrl} alt="" width={48} height={48} sizes="48px" className={styles.barImage} />
        <span className={styles.barTitle}>{banner.title}</span>
        <span className={styles.barLabel}>{BANNER_LABEL}</span>
      </a>
      <CloseButton />
    </div>
  );
}

/**
 * The icon banner (spec §4), laid out for the page view's device. On a phone a slim bar docked at the bottom
 * edge, with the same height reserved at the end of the page; on a desktop the small icon in the
 * bottom-right corner. Either way it steps aside while the article text lies under it, so it never
 * covers what the reader is reading; on a phone also while the movie overlay holds the bottom edge. Closing it keeps it closed for the whole session, on every page.
 * Loaded after first paint (icon-banner.tsx).
 */
export function IconBannerDock({ banner: given }: { banner: BannerView | null }) {
  const device = useBannerDevice();
  const banner = device ? given : null;
  const allowed = useIconBannerAllowed();
  const zoneRef = useRef<HTMLDivElement>(null);
  const shown = Boolean(banner && allowed && hasSafeLink(banner));
  const clear = useClearOfText(zoneRef, shown);
  const href = banner ? safeHref(banner.linkedUrl) : null;
  const phone = device === 'SP';
  const overlayDocked = useMovieOverlayDocked();
  if (!shown || !banner || !href) return null;
  return (
    <>
      {/* data-icon-banner and data-device are read by back-to-top, which rides above the dock. */}
      <div ref={zoneRef} className={styles.dock} data-device={device} data-icon-banner={clear && !(phone && overlayDocked) ? 'shown' : 'stepped-aside'}>
        <div className={styles.panel}>
          {phone ? (
            <IconBar banner={banner} href={href} />
          ) : (
            <div className={styles.icon}>
              <AdBanner banner={banner} size={BANNER_SIZES.icon} sizes="120px" kind="icon" />
              <CloseButton />
            </div>
          )}
        </div>
      </div>
      {phone && createPortal(<div className={styles.endSpace} aria-hidden="true" />, document.body)}
    </>
  );
}
