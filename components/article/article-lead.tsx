import { THUMBNAIL } from '@/components/image/content-image';
import { SiteImage } from '@/components/leaves/site-image';
import type { ArticleView } from '@/lib/page-data/article';
import styles from './article-parts.module.scss';

/** Under the header: the age notice of R-18 articles and, on the first body page, the hero image. */
export function ArticleLead({ article }: { article: Pick<ArticleView, 'isR18' | 'currentPage' | 'thumbnailUrl'> }) {
  return (
    <>
      {article.isR18 && (
        <p className={styles.r18} role="note">
          この記事には18歳未満の方に適さない表現が含まれています。
        </p>
      )}
      {article.currentPage === 1 && article.thumbnailUrl && (
        <figure className={styles.hero}>
          <SiteImage
            src={article.thumbnailUrl}
            alt=""
            width={THUMBNAIL.large.width}
            height={THUMBNAIL.large.height}
            sizes="(min-width: 768px) 860px, 100vw"
            priority
            className={styles.heroImage}
          />
        </figure>
      )}
    </>
  );
}
