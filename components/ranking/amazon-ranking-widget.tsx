import { SiteLink } from '@/components/link/site-link';
import { ContentImage } from '@/components/image/content-image';
import { formatYen } from '@/foundation/format/price';
import { paths } from '@/foundation/paths';
import { safeHref } from '@/foundation/site/safe-url';
import type { AmazonWidgetRow } from '@/lib/page-data/amazon-widget';
import styles from './amazon-ranking-widget.module.scss';

/** The widget's heading (its region's name). */
export const AMAZON_WIDGET_TITLE = 'Amazonゲームランキング';

/**
 * The Amazon ranking widget (top page rail, article pages): the top games with thumbnails and
 * prices. Its links leave for Amazon carrying the page type's tracking id (set by the page data),
 * so the box says PR. Nothing without rows.
 */
export function AmazonRankingWidget({ rows }: { rows: AmazonWidgetRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className={styles.widget} aria-labelledby="amazon-ranking" data-amazon-widget="">
      <div className={styles.heading}>
        <h2 id="amazon-ranking">{AMAZON_WIDGET_TITLE}</h2>
        <span className={styles.label}>PR</span>
      </div>
      <ol className={styles.rows}>
        {rows.map((row) => {
          const href = safeHref(row.amazonUrl);
          const content = (
            <>
              <ContentImage src={row.thumbnailUrlMedium} alt="" width={64} height={64} sizes="64px" className={styles.image} />
              <span className={styles.title}>{row.title}</span>
            </>
          );
          return (
            <li key={row.ranking}>
              <span className={styles.rank} data-top={row.ranking <= 3 ? 'true' : undefined}>
                {row.ranking}
              </span>
              <div>
                {href ? (
                  <a href={href} target="_blank" rel="sponsored noopener" className={styles.link}>
                    {content}
                  </a>
                ) : (
                  <span className={styles.link}>{content}</span>
                )}
                <small className={styles.price}>{formatYen(row.price)}</small>
              </div>
            </li>
          );
        })}
      </ol>
      <SiteLink href={paths.ranking('amazon')} className={styles.more}>
        Amazonランキングをもっと見る
      </SiteLink>
    </section>
  );
}
