import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ArticleCard } from '@/api-clients/schemas/common';
import { ArticleList } from '@/components/article-card/article-list';
import { ArticleBody } from '@/components/article/article-body';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { ShareButtons } from '@/components/article/share-buttons';
import { TableOfContents } from '@/components/article/table-of-contents';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { PageShell } from '@/components/layout/page-shell';
import { ListPagination } from '@/components/list/list-pagination';
import { RankingWidget } from '@/components/ranking/ranking-widget';
import { formatJstDateTime } from '@/lib/format/date';
import { paths } from '@/lib/paths';
import type { LayoutData } from '@/lib/routes/layout-data';
import type { CollectionArticleData } from '@/lib/routes/special';
import { safeHref } from '@/lib/safe-url';
import { absoluteUrl } from '@/lib/site-url';
import styles from './collection-article.module.scss';
import { EmptyNote, TitledSection } from './titled-section';

interface CollectionArticlePageProps extends CollectionArticleData {
  layout: LayoutData;
  rankingArticles: ArticleCard[];
  /** Site path of body page `n` of the article at this address. */
  pathOfPage: (page: number) => string;
  /** The collection's banner, between the breadcrumb and the article. */
  banner: ReactNode;
  /** More of the collection, after the article. */
  children?: ReactNode;
}

/**
 * An article shown inside a collection (a matome collection or the weekly magazine): the article
 * as on its own page, with every link to its body pages kept at this address.
 */
export function CollectionArticlePage({
  articleDetailData: article,
  breadcrumbPropsData,
  linkedGames,
  layout,
  rankingArticles,
  pathOfPage,
  banner,
  children,
}: CollectionArticlePageProps) {
  const basePath = pathOfPage(1);
  const pageUrl = absoluteUrl(pathOfPage(article.currentPage));
  return (
    <PageShell layout={layout} rail={<RankingWidget title="アクセスランキング" articles={rankingArticles} />}>
      <Breadcrumb
        items={[
          ...(breadcrumbPropsData.level1Item ? [{ name: breadcrumbPropsData.level1Item.nameJa, path: breadcrumbPropsData.level1Item.path }] : []),
          { name: breadcrumbPropsData.title },
        ]}
      />
      {banner}
      <article className={styles.article}>
        <header>
          <ul className={styles.categories}>
            {[...article.mainCategories, ...article.subCategories].map((category) => (
              <li key={category.id}>
                <Link href={paths.category(category.code)}>{category.nameJa}</Link>
              </li>
            ))}
          </ul>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.meta}>
            <time dateTime={article.publishedAt}>{formatJstDateTime(article.publishedAt)}</time>
            {article.updatedAt !== article.publishedAt && (
              <span>
                （最終更新 <time dateTime={article.updatedAt}>{formatJstDateTime(article.updatedAt)}</time>）
              </span>
            )}
          </p>
          {article.authors.length > 0 && (
            <p className={styles.meta}>
              <span>文：</span>
              {article.authors.map((author, index) => (
                <span key={author.id}>
                  {index > 0 && '、'}
                  <Link href={paths.author(author.id)}>{author.name}</Link>
                </span>
              ))}
            </p>
          )}
          <ShareButtons url={pageUrl} title={article.title} />
        </header>

        {article.isR18 && (
          <p className={styles.r18} role="note">
            この記事には18歳未満の方に適さない表現が含まれています。
          </p>
        )}

        {article.currentPage === 1 && article.thumbnailUrl && (
          <ContentImage
            src={article.thumbnailUrl}
            alt=""
            width={THUMBNAIL.large.width}
            height={THUMBNAIL.large.height}
            sizes="(min-width: 768px) 860px, 100vw"
            priority
            className={styles.hero}
          />
        )}

        <TableOfContents entries={article.toc} currentPage={article.currentPage} basePath={basePath} />
        <ArticleBody blocks={article.blocks} publicationDate={article.publicationDate} articleId={article.articleId} page={article.currentPage} />
        <ListPagination label="記事のページ" currentPage={article.currentPage} pageCount={article.pageCount} pathOfPage={pathOfPage} />

        {linkedGames.length > 0 && (
          <section className={styles.section} aria-labelledby="linked-games">
            <h2 id="linked-games">この記事で紹介しているゲーム</h2>
            <ul className={styles.plainList}>
              {linkedGames.map((game) => (
                <li key={game.gameId}>
                  <Link href={paths.game(game.gameId)}>{game.name}</Link>
                  <small>
                    {game.versions.map((version) => version.platform.nameJa).join(' / ')}・{game.maker}
                  </small>
                </li>
              ))}
            </ul>
          </section>
        )}

        {article.copyright && <p className={styles.copyright}>{article.copyright}</p>}
        <ShareButtons url={pageUrl} title={article.title} />

        {article.relatedArticles.length > 0 && (
          <section className={styles.section} aria-labelledby="related-articles">
            <h2 id="related-articles">関連記事</h2>
            <ul className={styles.plainList}>
              {article.relatedArticles.map((related) => {
                const href = safeHref(related.url);
                return href ? (
                  <li key={href}>
                    <a href={href} target={related.blank ? '_blank' : undefined} rel={related.blank ? 'noopener' : undefined}>
                      {related.title}
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          </section>
        )}
      </article>
      {children && <div className={styles.after}>{children}</div>}
    </PageShell>
  );
}

/** A titled list of more articles of the collection, after the article. */
export function CollectionMore({ id, title, articles, more }: { id: string; title: string; articles: ArticleCard[]; more: { href: string; label: string } }) {
  return (
    <TitledSection id={id} title={title} more={more}>
      {articles.length > 0 ? <ArticleList articles={articles} /> : <EmptyNote>該当する記事はありません</EmptyNote>}
    </TitledSection>
  );
}
