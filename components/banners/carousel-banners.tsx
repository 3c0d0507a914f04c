import type { BannerView } from '@/lib/page-data/banners';
import { AdBanner, hasSafeLink } from './banner';
import { BANNER_SIZES } from './banner-sizes';
import { useShowsBanners } from './use-banner-device';
import styles from './carousel-banners.module.scss';

/** Accessible name of the carousel's list. */
export const CAROUSEL_LABEL = '特集バナー';

/**
 * The SP top carousel: its tiles (the carousel list's tile position only, lib/page-data/banners.ts)
 * in a row that scrolls sideways, each a banner labelled PR. Nothing without tiles or ads.
 */
export function CarouselBanners({ tiles }: { tiles: BannerView[] }) {
  const shown = useShowsBanners() ? tiles.filter(hasSafeLink) : [];
  if (shown.length === 0) return null;
  return (
    <ul className={styles.carousel} aria-label={CAROUSEL_LABEL}>
      {shown.map((tile) => (
        <li key={tile.id}>
          <AdBanner banner={tile} size={BANNER_SIZES.carouselTile} sizes="240px" kind="carousel" />
        </li>
      ))}
    </ul>
  );
}
