import { SiteLink } from '@/components/link/site-link';
import { choosePromotion, type HousePromotion } from '@/ads/house-promotions';
import type { AdSize } from '@/ads/types';
import { isExternalHref } from '@/foundation/site/safe-url';
import styles from './house-promotion.module.scss';

function PromotionLink({ promotion, className, children }: { promotion: HousePromotion; className: string | undefined; children: React.ReactNode }) {
  if (isExternalHref(promotion.href)) {
    return (
      <a href={promotion.href} className={className} target="_blank" rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <SiteLink href={promotion.href} className={className}>
      {children}
    </SiteLink>
  );
}

/**
 * One of the site's own promotions, drawn in an empty slot's reserved box (it fills the frame, so
 * nothing moves): a strip for banner slots, a box for rectangles, a box and a short list for tall
 * slots. Text and tokens only; no image to wait for.
 */
export function HousePromotionCard({ sizes, slotIndex }: { sizes: readonly AdSize[]; slotIndex: number }) {
  // Rendered only in the browser, once the slot has ended empty: the address is there to read.
  const { layout, promotion, more } = choosePromotion(sizes, slotIndex, window.location.pathname);
  return (
    <div className={styles.promotion} data-layout={layout} data-house-promotion={promotion.key}>
      <PromotionLink promotion={promotion} className={styles.main}>
        <span className={styles.mark} aria-hidden="true">
          {promotion.mark}
        </span>
        <span className={styles.text}>
          <span className={styles.eyebrow}>{promotion.eyebrow}</span>
          <span className={styles.title}>{promotion.title}</span>
          <span className={styles.lead}>{promotion.lead}</span>
        </span>
        <span className={styles.cta}>
          <span className={styles.ctaText}>{promotion.cta}</span>
        </span>
      </PromotionLink>
      {more.length > 0 && (
        <ul className={styles.more}>
          {more.map((item) => (
            <li key={item.key}>
              <PromotionLink promotion={item} className={styles.moreLink}>
                <span className={styles.moreEyebrow}>{item.eyebrow}</span>
                {item.title}
              </PromotionLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
