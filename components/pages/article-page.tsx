import type { ReactNode } from 'react';
import { ArticleBody } from '@/components/article/article-body';
import { ArticleBreadcrumb } from '@/components/article/article-breadcrumb';
import { ShareButtons } from '@/components/article/share-buttons';
import { TableOfContents } from '@/components/article/table-of-contents';
import { PageBanner } from '@/components/banners/banner';
import { BANNER_SIZES } from '@/components/banners/banner-sizes';
import { IconBanner } from '@/components/banners/icon-banner';
import { ArticleBackgroundJacks } from '@/components/banners/side-jacks';
import { Island } from '@/components/islands/island';
import { PageShell } from '@/components/layout/page-shell';
import { ListPagination } from '@/components/list/list-pagination';
import { paths } from '@/foundation/paths';
import type { WithIslands } from '@/foundation/site/html-only';
import type { ArticlePageProps } from '@/lib/page-data/article';
import { absoluteUrl } from '@/foundation/site/site-url';
import { ARTICLE_HERO, articleHeroSrc } from '@/components/article/article-hero';
import headerStyles from '@/components/article/article-parts.module.scss';
import { ImagePreload } from '@/components/image/content-image';
import styles from './article-page.module.scss';
import './article-page-islands.styles';

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
  layout,
  islands,
  articleBanners,
  pathOfPage = (page) => paths.articlePage(article.publicationDate, article.articleId, page),
  banner,
  sharePath,
  children,
}: WithIslands<ArticlePageProps> & ArticlePageSlots) {
  const pageUrl = absoluteUrl(sharePath ?? pathOfPage(article.currentPage));
  const hero = articleHeroSrc(article);
  return (
    <PageShell layout={layout} rail={<Island id="article-rail" html={islands['article-rail']} />}>
      <ArticleBreadcrumb breadcrumb={breadcrumbPropsData} />
      {banner}
      <ArticleBackgroundJacks key={article.articleId} background={articleBanners.background} />
      <PageBanner
        banner={articleBanners.superJack}
        size={BANNER_SIZES.superJack}
        sizes="(min-width: 768px) 860px, 100vw"
        priority
        kind="super-jack"
        className={styles.superJack}
      />
      <article className={styles.article}>
        <header className={headerStyles.header}>
          <Island id="article-heading" html={islands['article-heading']} />
          <ShareButtons url={pageUrl} title={article.title} links={<Island id="share-top" html={islands['share-top']} />} />
        </header>
        {/* The hero image is in the lead's island; its preload is the page's (the island has no head). */}
        {hero && <ImagePreload src={hero} width={ARTICLE_HERO.width} sizes={ARTICLE_HERO.sizes} />}
        <Island id="article-lead" html={islands['article-lead']} />

        <TableOfContents entries={article.toc} currentPage={article.currentPage} pathOfPage={pathOfPage} />
        <ArticleBody html={islands['article-body']} live={article.live} />
        <ListPagination label="記事のページ" currentPage={article.currentPage} pageCount={article.pageCount} pathOfPage={pathOfPage} />
        <Island id="article-end" html={islands['article-end']} />
        <ShareButtons url={pageUrl} title={article.title} links={<Island id="share-end" html={islands['share-end']} />} />
        <Island id="article-more" html={islands['article-more']} />
      </article>
      <Island id="article-amazon" html={islands['article-amazon']} />
      {children && <div className={styles.after}>{children}</div>}
      <IconBanner banner={articleBanners.icon} />
    </PageShell>
  );
}
