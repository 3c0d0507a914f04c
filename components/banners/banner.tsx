import { ContentImage } from '@/components/image/content-image';
import { isExternalHref, safeHref } from '@/foundation/site/safe-url';
import { BANNER_LABEL, type BannerSize } from './banner-sizes';
import { useShowsBanners } from './use-banner-device';
import styles from './banner.module.scss';

/** What a banner needs to render: its image, its title (the image's alt text) and its link. */
export interface BannerContent {
  title: string;
  imageUrl: string;
  linkedUrl: string;
  isNewTab: boolean;
}

/** rel of every ad link: paid (search engines) and no window.opener for the target. */
export const SPONSORED_REL = 'sponsored noopener';

/** Ads open in a new tab when the unit asks for it or when they leave the site. */
export function adLinkTarget(href: string, isNewTab = false): '_blank' | undefined {
  return isNewTab || isExternalHref(href) ? '_blank' : undefined;
}

/** Whether a banner can be shown: its link passes safeHref. */
export function hasSafeLink(banner: Pick<BannerContent, 'linkedUrl'>): boolean {
  return safeHref(banner.linkedUrl) !== null;
}

interface AdBannerProps {
  banner: BannerContent;
  size: BannerSize;
  /** The image's `sizes`: the width the banner takes on screen. */
  sizes: string;
  /** A name for tests and styles (`data-banner`). */
  kind: string;
  /** Above the fold: load at once. */
  priority?: boolean;
  className?: string;
}

/**
 * One banner: its image (alt = its title) in a box of the unit's size, so nothing moves when the
 * image loads or fails, linked through safeHref with rel="sponsored noopener", and labelled PR.
 * Nothing when the link is not safe.
 */
export function AdBanner({ banner, size, sizes, kind, priority = false, className }: AdBannerProps) {
  const href = safeHref(banner.linkedUrl);
  if (!href) return null;
  return (
    <div className={className ? `${styles.banner} ${className}` : styles.banner} data-banner={kind} style={{ maxWidth: size.width }}>
      <a href={href} target={adLinkTarget(href, banner.isNewTab)} rel={SPONSORED_REL} className={styles.link}>
        <span className={styles.frame} style={{ aspectRatio: `${size.width} / ${size.height}` }}>
          <ContentImage src={banner.imageUrl} alt={banner.title} width={size.width} height={size.height} sizes={sizes} priority={priority} className={styles.image} />
        </span>
      </a>
      <span className={styles.label}>{BANNER_LABEL}</span>
    </div>
  );
}

/** A page's banner unit: nothing when the page data found none or the page view shows no ads. */
export function PageBanner({ banner, ...rest }: { banner: BannerContent | null } & Omit<AdBannerProps, 'banner'>) {
  const shown = useShowsBanners();
  return banner && shown ? <AdBanner banner={banner} {...rest} /> : null;
}
