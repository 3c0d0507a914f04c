import type { ConvertedCard } from '@/ads/sponsored-cards';
import { adLinkTarget, SPONSORED_REL } from '@/components/banners/banner';
import { BANNER_LABEL } from '@/components/banners/banner-sizes';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { safeHref } from '@/foundation/site/safe-url';
// The article card's styles: a sponsored card is one of the family, told apart by its PR label.
import styles from './article-card.module.scss';

interface SponsoredCardProps {
  card: ConvertedCard;
  /** As the article cards around it. */
  layout?: 'row' | 'tile';
  /** In a list whose items are cards already (tile grids): no card of its own. */
  bare?: boolean;
}

/**
 * A sponsored card (spec §3 converted card) among article cards: the campaign image, its title,
 * the advertiser (提供：…) and a visible PR label, linking to the campaign with
 * rel="sponsored noopener" (a new tab when it leaves the site). Its title is not a heading:
 * advertising stays out of the page's outline. Nothing when the link is not safe.
 */
export function SponsoredCard({ card, layout = 'row', bare = false }: SponsoredCardProps) {
  const href = safeHref(card.linkedUrl);
  if (!href) return null;
  const size = layout === 'tile' ? THUMBNAIL.middle : THUMBNAIL.small;
  return (
    <div className={styles.card} data-layout={layout} data-bare={bare || undefined} data-sponsored="true">
      <a href={href} target={adLinkTarget(href)} rel={SPONSORED_REL} className={styles.link}>
        <ContentImage
          src={card.thumbnailUrl}
          alt=""
          width={size.width}
          height={size.height}
          sizes={layout === 'tile' ? '(min-width: 768px) 280px, 50vw' : '160px'}
          className={styles.thumbnail}
        />
        <span className={styles.text}>
          <span className={styles.title}>{card.title}</span>
          <span className={styles.meta}>
            <span className={styles.pr}>{BANNER_LABEL}</span>
            <span>提供：{card.advertiserName}</span>
          </span>
        </span>
      </a>
    </div>
  );
}
