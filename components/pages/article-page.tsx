import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArticleBody } from '@/components/article/article-body';
import { Breadcrumb } from '@/components/article/breadcrumb';
import { ShareButtons } from '@/components/article/share-buttons';
import { TableOfContents } from '@/components/article/table-of-contents';
import { DeviceBanner } from '@/components/banners/banner';
import { UnderArticleAds } from '@/components/banners/banner-lists';
import { BANNER_SIZES } from '@/components/banners/banner-sizes';
import { IconBanner } from '@/components/banners/icon-banner';
import { ArticleBackgroundJacks } from '@/components/banners/side-jacks';
import { ContentImage, THUMBNAIL } from '@/components/image/content-image';
import { PageShell } from '@/components/layout/page-shell';
import { ListPagination } from '@/components/list/list-pagination';
import { RankingWidget } from '@/components/ranking/ranking-widget';
import { formatJstDateTime } from '@/foundation/format/date';
import { paths } from '@/foundation/paths';
import type { ArticlePageProps } from '@/lib/page-data/article';
import { safeHref } from '@/foundation/site/safe-url';
import { absoluteUrl } from '@/foundation/site/site-url';
import styles from './article-page.module.scss';

/** The article page's banners; pages that show an article at another address may have none. */
type ArticlePageData = Omit<ArticlePageProps, 'articleBanners'> & Partial<Pick<ArticlePageProps, 'articleBanners'>>;

/** What a page that shows an article at another address (inside a collection) adds around it. */
interface ArticlePageSlots {
  /** Site path the share buttons share (default: this body page's address); previews pass the public address. */
  sharePath?: string;
  /** Site path of body page `n` at this address (default: the article's own address). */
  pathOfPage?: (page: number) => string;
  /** Between the breadcrumb and the article, e.g. the banner of the collection it is shown in. */
  banner?: ReactNode;
  /** After the article, e.g. more of that collection. */
  children?: ReactNode;
}

export function ArticlePage({
  articleDetailData: article,
  breadcrumbPropsData,
  linkedGames,
  rankingArticles,
  layout,
  articleBanners,
  pathOfPage = (page) => paths.articlePage(article.publicationDate, article.articleId, page),
  banner,
  sharePath,
  children,
}: ArticlePageData & ArticlePageSlots) {
  const pageUrl = absoluteUrl(sharePath ?? pathOfPage(article.currentPage));
  return (
    <PageShell layout={layout} rail={<RankingWidget title="アクセスランキング" articles={rankingArticles} />}>
      <Breadcrumb
        items={[
          ...(breadcrumbPropsData.level1Item ? [{ name: breadcrumbPropsData.level1Item.nameJa, path: breadcrumbPropsData.level1Item.path }] : []),
          { name: breadcrumbPropsData.title },
        ]}
      />
      {banner}
      {articleBanners && (
        <>
          <ArticleBackgroundJacks key={article.articleId} background={articleBanners.background} />
          <DeviceBanner
            banners={articleBanners.superJack}
            size={BANNER_SIZES.superJack}
            sizes="(min-width: 768px) 860px, 100vw"
            kind="super-jack"
            className={styles.superJack}
          />
        </>
      )}
      <article className={styles.article}>
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
                    <ContentImage src={author.iconUrl} alt="" width={64} height={64} sizes="32px" className={styles.avatar} />
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
          <ShareButtons url={pageUrl} title={article.title} />
        </header>

        {article.isR18 && (
          <p className={styles.r18} role="note">
            この記事には18歳未満の方に適さない表現が含まれています。
          </p>
        )}

        {article.currentPage === 1 && article.thumbnailUrl && (
          <figure className={styles.hero}>
            <ContentImage
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

        <TableOfContents entries={article.toc} currentPage={article.currentPage} pathOfPage={pathOfPage} />
        <ArticleBody blocks={article.blocks} publicationDate={article.publicationDate} articleId={article.articleId} page={article.currentPage} />
        <ListPagination label="記事のページ" currentPage={article.currentPage} pageCount={article.pageCount} pathOfPage={pathOfPage} />
        {articleBanners && <UnderArticleAds underArticle={articleBanners.underArticle} underBanner={articleBanners.underBanner} />}

        {linkedGames.length > 0 && (
          <section className={styles.section} aria-labelledby="linked-games">
            <h2 id="linked-games">この記事で紹介しているゲーム</h2>
            <ul className={styles.games}>
              {linkedGames.map((game) => (
                <li key={game.gameId}>
                  <Link href={paths.game(game.gameId)} className={styles.gameCard}>
                    <ContentImage src={game.thumbnailUrl} alt="" width={THUMBNAIL.small.width} height={THUMBNAIL.small.height} sizes="96px" className={styles.gameImage} />
                    <span className={styles.gameText}>
                      <span className={styles.cardTitle}>{game.name}</span>
                      <span className={styles.cardMeta}>
                        {game.versions.map((version) => version.platform.nameJa).join(' / ')}・{game.maker}
                      </span>
                    </span>
                  </Link>
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
            <ul className={styles.related}>
              {article.relatedArticles.map((related) => {
                const href = safeHref(related.url);
                return href ? (
                  <li key={href}>
                    <a href={href} target={related.blank ? '_blank' : undefined} rel={related.blank ? 'noopener' : undefined} className={styles.relatedCard}>
                      <span className={styles.cardTitle}>{related.title}</span>
                      {related.description && <span className={styles.cardMeta}>{related.description}</span>}
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          </section>
        )}
      </article>
      {children && <div className={styles.after}>{children}</div>}
      {articleBanners && <IconBanner banners={articleBanners.icon} />}
    </PageShell>
  );
}
