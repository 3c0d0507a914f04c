import { usePartClasses } from '@/components/leaves/leaves-context';
import { SiteImage } from '@/components/leaves/site-image';
import { SiteLink } from '@/components/leaves/site-link';
import { formatJstDateTime } from '@/foundation/format/date';
import { paths } from '@/foundation/paths';
import type { ArticleView } from '@/lib/page-data/article';
import { ShareButtons } from './share-buttons';
import styles from './article-parts.module.scss';

type HeaderArticle = Pick<ArticleView, 'title' | 'mainCategories' | 'subCategories' | 'authors' | 'publishedAt' | 'updatedAt'>;

/** The article's header: category chips, the one h1, authors, dates and the share buttons. */
export function ArticleHeader({ article, shareUrl }: { article: HeaderArticle; shareUrl: string }) {
  const cls = usePartClasses(styles);
  return (
    <header className={cls.header}>
      <ul className={cls.categories} aria-label="カテゴリー">
        {[...article.mainCategories, ...article.subCategories].map((category, index) => (
          <li key={category.id}>
            <SiteLink href={paths.category(category.code)} className={cls.chip} data-main={index < article.mainCategories.length ? 'true' : undefined}>
              {category.nameJa}
            </SiteLink>
          </li>
        ))}
      </ul>
      <h1 className={cls.title}>{article.title}</h1>
      <div className={cls.meta}>
        {article.authors.length > 0 && (
          <p className={cls.authors}>
            <span className="visually-hidden">文：</span>
            {article.authors.map((author) => (
              <SiteLink key={author.id} href={paths.author(author.id)} className={cls.author}>
                <SiteImage src={author.iconUrl} alt="" width={64} height={64} sizes="32px" className={cls.avatar} />
                {author.name}
              </SiteLink>
            ))}
          </p>
        )}
        <p className={cls.dates}>
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
