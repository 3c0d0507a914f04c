import { useRef } from 'react';
import type { BannerView } from '@/lib/page-data/banners';
import { ContentImage } from '@/components/image/content-image';
import { safeHref } from '@/foundation/site/safe-url';
import { adLinkTarget, SPONSORED_REL } from './banner';
import { BANNER_LABEL, BANNER_SIZES } from './banner-sizes';
import { useShowsBanners } from './use-banner-device';
import { useNearViewport } from './use-near-viewport';
import styles from './window-jack.module.scss';

/** The line above the window, so a reader knows what scrolls by in it. */
export const WINDOW_JACK_CAPTION = '広告';

/**
 * The SP window jack: a screen-tall creative seen through a window in the page's flow. The window
 * has a fixed height (nothing moves when the creative loads); the creative stays put on the screen
 * while the window scrolls over it, so the reader sees it pass like a view through a frame. It
 * never covers content, is labelled 広告/PR, and its image loads only when the window comes
 * within about a screen of the viewport.
 */
export function WindowJack({ banner: given }: { banner: BannerView | null }) {
  const banner = useShowsBanners() ? given : null;
  const windowRef = useRef<HTMLAnchorElement>(null);
  const near = useNearViewport(windowRef);
  const href = banner ? safeHref(banner.linkedUrl) : null;
  if (!banner || !href) return null;
  const { width, height } = BANNER_SIZES.windowJack;
  return (
    <aside className={styles.jack} data-banner="window-jack" aria-label={`${WINDOW_JACK_CAPTION}：${banner.title}`}>
      <p className={styles.caption}>
        <span className={styles.label}>{BANNER_LABEL}</span>
        {WINDOW_JACK_CAPTION}
      </p>
      <a ref={windowRef} href={href} target={adLinkTarget(href, banner.isNewTab)} rel={SPONSORED_REL} className={styles.window}>
        {near ? (
          <ContentImage src={banner.imageUrl} alt={banner.title} width={width} height={height} sizes="100vw" className={styles.creative} />
        ) : (
          <span className="visually-hidden">{banner.title}</span>
        )}
      </a>
    </aside>
  );
}
