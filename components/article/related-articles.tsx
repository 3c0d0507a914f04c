import { useAmpLeaves, usePartClasses } from '@/components/leaves/leaves-context';
import { safeHref } from '@/foundation/site/safe-url';
import type { ArticleView } from '@/lib/page-data/article';
import styles from './article-parts.module.scss';

/** The editors' related articles: plain links (a full page load), unsafe URLs left out. */
export function RelatedArticles({ articles }: { articles: ArticleView['relatedArticles'] }) {
  const amp = useAmpLeaves();
  const cls = usePartClasses(styles);
  if (articles.length === 0) return null;
  return (
    <section className={cls.section} aria-labelledby="related-articles">
      <h2 id="related-articles">関連記事</h2>
      <ul className={cls.related}>
        {articles.map((related) => {
          const href = safeHref(related.url);
          return href ? (
            <li key={href}>
              <a href={amp ? amp.href(href) : href} target={related.blank ? '_blank' : undefined} rel={related.blank ? 'noopener' : undefined} className={cls.relatedCard}>
                <span className={cls.cardTitle}>{related.title}</span>
                {related.description && <span className={cls.cardMeta}>{related.description}</span>}
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}
