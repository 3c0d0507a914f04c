import { THUMBNAIL } from '@/components/image/content-image';
import { useLeaves } from '@/components/leaves/leaves';
import type { ArticleView } from '@/lib/page-data/article';
import styles from './article-lead.module.scss';

/** Under the header: the age notice of R-18 articles and, on the first body page, the hero image. */
export function ArticleLead({ article }: { article: Pick<ArticleView, 'isR18' | 'currentPage' | 'thumbnailUrl'> }) {
  const { Image, classes } = useLeaves();
  const cls = classes(styles);
  return (
    <>
      {article.isR18 && (
        <p className={cls.r18} role="note">
          この記事には18歳未満の方に適さない表現が含まれています。
        </p>
      )}
      {article.currentPage === 1 && article.thumbnailUrl && (
        <figure className={cls.hero}>
          <Image
            src={article.thumbnailUrl}
            alt=""
            width={THUMBNAIL.large.width}
            height={THUMBNAIL.large.height}
            sizes="(min-width: 768px) 860px, 100vw"
            priority
            className={cls.heroImage}
          />
        </figure>
      )}
    </>
  );
}
