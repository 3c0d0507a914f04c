import { SiteLink } from '@/components/link/site-link';
import { articleCardHref, paths } from '@/foundation/paths';
import type { RankingRailArticle } from '@/lib/page-data/page-frame';
import { safeHref } from '@/foundation/site/safe-url';
import styles from './ranking-widget.module.scss';
import { PhrasedText } from '@/components/article-card/phrased-text';

/** Compact numbered list of ranked articles for rails and the top page. */
export function RankingWidget({ title, articles }: { title: string; articles: RankingRailArticle[] }) {
  if (articles.length === 0) return null;
  return (
    <section className={styles.widget} aria-labelledby="ranking-widget-title">
      <h2 id="ranking-widget-title">{title}</h2>
      <ol>
        {articles.map((article, index) => (
          <li key={article.id} data-top={index < 3 ? 'true' : undefined}>
            <span className={styles.rank} aria-hidden="true">
              {index + 1}
            </span>
            <SiteLink href={safeHref(articleCardHref(article)) ?? '/'}>
              <PhrasedText text={article.title} breaks={article.titleBreaks} />
            </SiteLink>
          </li>
        ))}
      </ol>
      <SiteLink href={paths.ranking('article')} className={styles.more}>
        ランキングをもっと見る
      </SiteLink>
    </section>
  );
}
