import Link from 'next/link';
import { SiteImage } from '@/components/leaves/site-image';
import { formatJstDateTime } from '@/foundation/format/date';
import { paths } from '@/foundation/paths';
import type { ArticleView } from '@/lib/page-data/article';
import { ShareButtons } from './share-buttons';
import styles from './article-parts.module.scss';

type HeaderArticle = Pick<ArticleView, 'title' | 'mainCategories' | 'subCategories' | 'authors' | 'publishedAt' | 'updatedAt'>;

/** The article's header: category chips, the one h1, authors, dates and the share buttons. */
export function ArticleHeader({ article, shareUrl }: { article: HeaderArticle; shareUrl: string }) {
  return (
    <header className={styles.header}>
      <ul className={styles.categories} aria-label="カテゴリー">
        {[...article.mainCategories, ...article.subCategories].map((category, index) => (
          <li key={category.id}>
            <Link href={paths.category(category.code)} className={styles.chip} data-main={index < article.mainCategories.length ? 'true' : undefined}>
              {category.nameJa}
            </Link>
          </li>
        ))}
      </ul>
      <h1 className={styles.title}>{article.title}</h1>
      <div className={styles.meta}>
        {article.authors.length > 0 && (
          <p className={styles.authors}>
            <span className="visually-hidden">文：</span>
            {article.authors.map((author) => (
              <Link key={author.id} href={paths.author(author.id)} className={styles.author}>
                <SiteImage src={author.iconUrl} alt="" width={64} height={64} sizes="32px" className={styles.avatar} />
                {author.name}
              </Link>
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
      </div>
      <ShareButtons url={shareUrl} title={article.title} />
    </header>
  );
}
