import { SiteImage } from '@/components/leaves/site-image';
import type { ArticleView } from '@/lib/page-data/article';
import { ARTICLE_HERO, articleHeroSrc } from './article-hero';
import styles from './article-parts.module.scss';

/** Under the header: the age notice of R-18 articles and, on the first body page, the hero image. */
export function ArticleLead({ article }: { article: Pick<ArticleView, 'isR18' | 'currentPage' | 'thumbnailUrl'> }) {
  const hero = articleHeroSrc(article);
  return (
    <>
      {article.isR18 && (
        <p className={styles.r18} role="note">
          この記事には18歳未満の方に適さない表現が含まれています。
        </p>
      )}
      {hero && (
        <figure className={styles.hero}>
          <SiteImage
            src={hero}
            alt=""
            width={ARTICLE_HERO.width}
            height={ARTICLE_HERO.height}
            sizes={ARTICLE_HERO.sizes}
            priority
            className={styles.heroImage}
          />
        </figure>
      )}
    </>
  );
}
