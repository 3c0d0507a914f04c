import type { BannerView } from '@/lib/page-data/banners';
import { AdBanner } from './banner';
import { BANNER_SIZES } from './banner-sizes';
import styles from './side-jacks.module.scss';

export interface SideJacksProps {
  left: BannerView | null;
  right: BannerView | null;
  /** `data-banner` of the jacks, e.g. `top-jack` or `article-background`. */
  kind: string;
  /** The A/B/C variant shown (article background banners). */
  pattern?: string | null;
}

/**
 * Jacks fixed at the left and right of the page, in the space beside the content column: shown
 * only on screens wide enough to have that space (≥ 1600 px) and never wider than it, so they
 * never cover the content; what is taller than the screen is cut off at its bottom. Painted in
 * the banner's background colour when it has one.
 */
export function SideJacks({ left, right, kind, pattern }: SideJacksProps) {
  const sides = [
    { side: 'left', banner: left },
    { side: 'right', banner: right },
  ].filter((entry): entry is { side: string; banner: BannerView } => entry.banner !== null);
  if (sides.length === 0) return null;
  return (
    <>
      {sides.map(({ side, banner }) => (
        <div
          key={side}
          className={styles.jack}
          data-side={side}
          data-pattern={pattern ?? undefined}
          style={banner.backgroundColor ? { backgroundColor: banner.backgroundColor } : undefined}
        >
          <AdBanner banner={banner} size={BANNER_SIZES.sideJack} sizes="200px" kind={`${kind}-${side}`} />
        </div>
      ))}
    </>
  );
}
