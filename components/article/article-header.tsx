import { SiteLink } from '@/components/link/site-link';
import { ArticleBadges, LiveEndedBadge } from '@/components/article-card/article-badges';
import { PhrasedText } from '@/components/article-card/phrased-text';
import { SiteImage } from '@/components/leaves/site-image';
import { formatJstDateTime } from '@/foundation/format/date';
import { formatReadingTime } from '@/foundation/format/reading-time';
import { paths } from '@/foundation/paths';
import type { ArticleView } from '@/lib/page-data/article';
import { ShareButtons } from './share-buttons';
import { ShareLinks } from './share-links';
import styles from './article-parts.module.scss';

type HeaderArticle = Pick<
  ArticleView,
  'title' | 'titleBreaks' | 'readingMinutes' | 'isVideo' | 'mainCategories' | 'subCategories' | 'authors' | 'publishedAt' | 'updatedAt'
> & { live?: Pick<NonNullable<ArticleView['live']>, 'state'> | null };

/** The article's header: its heading (ArticleHeading) and the share buttons. */
export function ArticleHeader({ article, shareUrl }: { article: HeaderArticle; shareUrl: string }) {
  return (
    <header className={styles.header}>
      <ArticleHeading article={article} />
      <ShareButtons url={shareUrl} title={article.title} links={<ShareLinks url={shareUrl} title={article.title} />} />
    </header>
  );
}

/**
 * Badges and category chips, the one h1, authors, dates and reading time: no behaviour of their
 * own, so the article page shows them as a static island (article-page-islands.tsx).
 */
export function ArticleHeading({ article }: { article: HeaderArticle }) {
  return (
    <>
      <div className={styles.kicker}>
        <ArticleBadges publishedAt={article.publishedAt} isVideo={article.isVideo} liveState={article.live?.state ?? null} size="large" />
        {article.live?.state === 'ended' && <LiveEndedBadge />}
        <ul className={styles.categories} aria-label="カテゴリー">
          {[...article.mainCategories, ...article.subCategories].map((category, index) => (
            <li key={category.id}>
              <SiteLink href={paths.category(category.code)} className={styles.chip} data-main={index < article.mainCategories.length ? 'true' : undefined}>
                {category.nameJa}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
      <h1 className={styles.title}>
        <PhrasedText text={article.title} breaks={article.titleBreaks} />
      </h1>
      <div className={styles.meta}>
        {article.authors.length > 0 && (
          <p className={styles.authors}>
            <span className="visually-hidden">文：</span>
            {article.authors.map((author) => (
              <SiteLink key={author.id} href={paths.author(author.id)} className={styles.author}>
                <SiteImage src={author.iconUrl} alt="" width={64} height={64} sizes="32px" className={styles.avatar} />
                {author.name}
              </SiteLink>
            ))}
          </p>
        )}
        <p className={styles.dates}>
          <time dateTime={article.publishedAt}>{formatJstDateTime(article.publishedAt)}</time>
          {article.updatedAt !== article.publishedAt && (
            <span>
              （最終更新 <time dateTime={article.updatedAt}>{formatJstDateTime(article.updatedAt)}</time>）
            </span>
          )}
        </p>
        <p className={styles.readingTime}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
            <circle cx="8" cy="8" r="6.25" />
            <path d="M8 4.5V8l2.5 1.5" />
          </svg>
          {formatReadingTime(article.readingMinutes)}
        </p>
      </div>
    </>
  );
}
