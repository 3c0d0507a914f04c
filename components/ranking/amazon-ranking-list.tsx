import { ContentImage } from '@/components/image/content-image';
import type { AmazonRankingItem } from '@/lib/page-data/ranking/amazon';
import { formatYen } from '@/foundation/format/price';
import { formatReleaseDate } from '@/foundation/format/release-date';
import { safeHref } from '@/foundation/site/safe-url';
import styles from './amazon-ranking-list.module.scss';

/** Amazon's medium product image is square (160 × 160). */
const PRODUCT_IMAGE_SIZE = 160;
/** Product images loaded with priority at the top of the list. */
const PRIORITY_IMAGES = 2;

/** Amazon best sellers: rank, product image, title, category, release date, prices and an affiliate link. */
export function AmazonRankingList({ items }: { items: AmazonRankingItem[] }) {
  return (
    <ol className={styles.list}>
      {items.map((item, index) => {
        const href = safeHref(item.amazonUrl);
        return (
          <li key={`${item.ranking}-${item.amazonUrl}`} className={styles.item} data-top={item.ranking <= 3 ? 'true' : undefined}>
            <span className={styles.rank}>
              {item.ranking}
              <span className="visually-hidden">位</span>
            </span>
            <ContentImage
              src={item.thumbnailUrlMedium}
              alt=""
              width={PRODUCT_IMAGE_SIZE}
              height={PRODUCT_IMAGE_SIZE}
              sizes="(min-width: 768px) 120px, 80px"
              priority={index < PRIORITY_IMAGES}
              className={styles.image}
            />
            <div className={styles.body}>
              <h3 className={styles.title}>{item.title}</h3>
              <dl className={styles.details}>
                <div>
                  <dt>カテゴリ</dt>
                  <dd>{item.categoryName}</dd>
                </div>
                <div>
                  <dt>発売日</dt>
                  <dd>{formatReleaseDate(item.releaseDate)}</dd>
                </div>
                <div>
                  <dt>価格</dt>
                  <dd>{formatYen(item.price)}</dd>
                </div>
                <div>
                  <dt>最安値</dt>
                  <dd className={styles.lowest}>{item.lowestPrice === null ? '－' : formatYen(item.lowestPrice)}</dd>
                </div>
              </dl>
              {href && (
                <a href={href} target="_blank" rel="sponsored noopener" className={styles.buy}>
                  Amazonで見る
                  <span className="visually-hidden">：{item.title}（新しいタブで開きます）</span>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
