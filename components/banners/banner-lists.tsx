import type { BannerView, FeatureBannerView } from '@/lib/page-data/banners';
import { AdBanner, hasSafeLink } from './banner';
import { BANNER_SIZES } from './banner-sizes';
import { useShowsBanners } from './use-banner-device';
import styles from './banner-lists.module.scss';

interface FeatureBannersProps {
  /** Id of the h2 that names the block. */
  headingId: string;
  title: string;
  banners: FeatureBannerView[];
  /** `row`: a grid in the main column; `rail`: a box of the right rail. */
  variant: 'row' | 'rail';
}

/** Feature banners (specialFeatureBanner) under a heading; nothing without banners or ads. */
export function FeatureBanners({ headingId, title, banners, variant }: FeatureBannersProps) {
  const showsBanners = useShowsBanners();
  const shown = banners.filter(hasSafeLink);
  if (!showsBanners || shown.length === 0) return null;
  return (
    <section className={styles.features} data-variant={variant} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className={styles.grid} data-variant={variant}>
        {shown.map((banner) => (
          <li key={`${banner.index}-${banner.linkedUrl}`}>
            <AdBanner
              banner={banner}
              size={BANNER_SIZES.feature}
              sizes={variant === 'rail' ? '300px' : '(min-width: 768px) 280px, 50vw'}
              kind="feature"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The list's pickup jack banners (pickupJack, position listPickup); nothing without ads. */
export function PickupBanners({ banners }: { banners: BannerView[] }) {
  const showsBanners = useShowsBanners();
  const shown = banners.filter(hasSafeLink);
  if (!showsBanners || shown.length === 0) return null;
  return (
    <ul className={styles.pickup} aria-label="ピックアップ（PR）">
      {shown.map((banner) => (
        <li key={banner.id}>
          <AdBanner banner={banner} size={BANNER_SIZES.listPickup} sizes="(min-width: 768px) 300px, 50vw" kind="list-pickup" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The under-article and under-banner ad pair (spec §3) under the article body: side by side on
 * PC, one above the other on a phone; each absent when null.
 */
export function UnderArticleAds({ underArticle, underBanner }: { underArticle: FeatureBannerView | null; underBanner: FeatureBannerView | null }) {
  const showsBanners = useShowsBanners();
  const pair = [
    { kind: 'under-article', banner: underArticle },
    { kind: 'under-banner', banner: underBanner },
  ].filter((entry): entry is { kind: string; banner: FeatureBannerView } => entry.banner !== null && hasSafeLink(entry.banner));
  if (!showsBanners || pair.length === 0) return null;
  return (
    <div className={styles.under}>
      {pair.map(({ kind, banner }) => (
        <AdBanner key={kind} banner={banner} size={BANNER_SIZES.feature} sizes="(min-width: 768px) 400px, 100vw" kind={kind} />
      ))}
    </div>
  );
}
