import { magazineShopLinks, type SellableIssue } from '@/foundation/site/magazine-shops';
import { WEEKLY_MAGAZINE_NAME } from '@/foundation/paths/weekly';
import styles from './weekly-shop-links.module.scss';

interface WeeklyShopLinksProps {
  issue: SellableIssue;
  /** The page type's Amazon tracking id (ads/amazon-affiliate.ts, read by the page data). */
  affiliateTag: string;
  /** Named in each link's accessible name, so a list of issues has distinct links. */
  issueLabel: string;
  /** `buttons` under the current issue, `compact` chips on a back issue. */
  variant: 'buttons' | 'compact';
}

const EDITION_LABEL = { print: '紙', ebook: '電子' } as const;

/**
 * 購入 links of an issue from the shop table (foundation/site/magazine-shops.ts): the print shops
 * by JAN, the e-book stores by name; Amazon's with the page type's tracking id (built here, so
 * `__NEXT_DATA__` carries a JAN per issue, not four addresses, and no ads code reaches the page). They leave the site
 * as paid-for links do (rel sponsored). Nothing for an issue sold nowhere.
 */
export function WeeklyShopLinks({ issue, affiliateTag, issueLabel, variant }: WeeklyShopLinksProps) {
  const links = magazineShopLinks(issue, { magazineName: WEEKLY_MAGAZINE_NAME, affiliateTag });
  if (links.length === 0) return null;
  return (
    <ul className={styles.shops} data-variant={variant} aria-label={`${issueLabel}を購入`}>
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.url} target="_blank" rel="sponsored noopener" className={styles.shop} data-shop={link.key}>
            {variant === 'buttons' && (
              <span className={styles.edition} aria-hidden="true">
                {EDITION_LABEL[link.edition]}
              </span>
            )}
            {link.label}
            <span className="visually-hidden">
              で{issueLabel}（{link.edition === 'print' ? '雑誌' : '電子版'}）を購入（新しいタブで開きます）
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
