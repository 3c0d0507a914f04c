import { SiteLink } from '@/components/link/site-link';
import { PrLabel } from './pr-label';
import styles from './collection-banner.module.scss';

interface CollectionBannerProps {
  /** What kind of collection: 特集, 週刊プレイノート. */
  kind: string;
  title: string;
  href: string;
  isPr?: boolean;
}

/** The link back to the collection an article is shown in, above the article. */
export function CollectionBanner({ kind, title, href, isPr = false }: CollectionBannerProps) {
  return (
    <p className={styles.banner}>
      <span className={styles.kind}>{kind}</span>
      {isPr && <PrLabel />}
      <SiteLink href={href} className={styles.link}>
        {title}
      </SiteLink>
    </p>
  );
}
