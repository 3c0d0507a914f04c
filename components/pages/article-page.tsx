import { amazonWidgetPlacement } from '@/ads/amazon-affiliate';
import type { ReactNode } from 'react';
import { ArticleBody } from '@/components/article/article-body';
import { ArticleCopyright } from '@/components/article/article-copyright';
import { ArticleHeader } from '@/components/article/article-header';
import { ArticleLead } from '@/components/article/article-lead';
import { ArticleNeighbours } from '@/components/article/article-neighbours';
import { ArticleBreadcrumb } from '@/components/article/article-breadcrumb';
import { LinkedGames } from '@/components/article/linked-games';
import { RelatedArticles } from '@/components/article/related-articles';
import { ShareButtons } from '@/components/article/share-buttons';
import { TableOfContents } from '@/components/article/table-of-contents';
import { PageBanner } from '@/components/banners/banner';
import { UnderArticleAds } from '@/components/banners/banner-lists';
import { BANNER_SIZES } from '@/components/banners/banner-sizes';
import { IconBanner } from '@/components/banners/icon-banner';
import { ArticleBackgroundJacks } from '@/components/banners/side-jacks';
import { useBannerDevice } from '@/components/banners/use-banner-device';
import { PageShell } from '@/components/layout/page-shell';
import { ListPagination } from '@/components/list/list-pagination';
import { AmazonRankingWidget } from '@/components/ranking/amazon-ranking-widget';
import { RankingWidget } from '@/components/ranking/ranking-widget';
import { paths } from '@/foundation/paths';
import type { ArticlePageProps } from '@/lib/page-data/article';
import { absoluteUrl } from '@/foundation/site/site-url';
import styles from './article-page.module.scss';

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
  neighbours,
  rankingArticles,
  layout,
  articleBanners,
  pathOfPage = (page) => paths.articlePage(article.publicationDate, article.articleId, page),
  banner,
  sharePath,
  children,
}: ArticlePageProps & ArticlePageSlots) {
  const pageUrl = absoluteUrl(sharePath ?? pathOfPage(article.currentPage));
  // The Amazon widget: in the rail on PC, after the article on a phone (none without ads).
  const amazonPlacement = amazonWidgetPlacement(useBannerDevice());
  const amazonWidget = <AmazonRankingWidget rows={articleBanners.amazonWidget} />;
  const rail = (
    <>
      <RankingWidget title="アクセスランキング" articles={rankingArticles} />
      {amazonPlacement === 'rail' && amazonWidget}
    </>
  );
  return (
    <PageShell layout={layout} rail={rail}>
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
        <ArticleHeader article={article} shareUrl={pageUrl} />
        <ArticleLead article={article} />

        <TableOfContents entries={article.toc} currentPage={article.currentPage} pathOfPage={pathOfPage} />
        <ArticleBody blocks={article.blocks} publicationDate={article.publicationDate} articleId={article.articleId} page={article.currentPage} />
        <ListPagination label="記事のページ" currentPage={article.currentPage} pageCount={article.pageCount} pathOfPage={pathOfPage} />
        <UnderArticleAds underArticle={articleBanners.underArticle} underBanner={articleBanners.underBanner} />

        <LinkedGames games={linkedGames} />
        <ArticleCopyright copyright={article.copyright} />
        <ShareButtons url={pageUrl} title={article.title} />

        <ArticleNeighbours neighbours={neighbours} categoryName={article.mainCategories[0]?.nameJa} />
        <RelatedArticles articles={article.relatedArticles} />
      </article>
      {amazonPlacement === 'afterBody' && <div className={styles.after}>{amazonWidget}</div>}
      {children && <div className={styles.after}>{children}</div>}
      <IconBanner banner={articleBanners.icon} />
    </PageShell>
  );
}
