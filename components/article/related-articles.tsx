import { PhrasedText } from '@/components/article-card/phrased-text';
import { SiteImage } from '@/components/leaves/site-image';
import { safeHref } from '@/foundation/site/safe-url';
import type { ArticleView } from '@/lib/page-data/article';
import { SMALL_THUMBNAIL } from './article-neighbours';
import styles from './article-parts.module.scss';

/** The editors' related articles: thumbnailed cards, plain links (a full page load), unsafe URLs left out. */
export function RelatedArticles({ articles }: { articles: ArticleView['relatedArticles'] }) {
  if (articles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-articles">
      <h2 id="related-articles">関連記事</h2>
      <ul className={styles.related}>
        {articles.map((related) => {
          const href = safeHref(related.url);
          return href ? (
            <li key={href}>
              <a href={href} target={related.blank ? '_blank' : undefined} rel={related.blank ? 'noopener' : undefined} className={styles.relatedCard}>
                <SiteImage src={related.thumbnailUrl} alt="" width={SMALL_THUMBNAIL.width} height={SMALL_THUMBNAIL.height} className={styles.relatedImage} />
                <span className={styles.cardTitle}>
                  <PhrasedText text={related.title} breaks={related.titleBreaks} />
                </span>
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}
