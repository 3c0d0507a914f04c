import { amazonWidgetPlacement } from '@/ads/amazon-affiliate';
import { ArticleBodyIsland } from '@/components/article/article-body-island';
import { ArticleHeading } from '@/components/article/article-header';
import { ArticleLead } from '@/components/article/article-lead';
import { ShareLinks } from '@/components/article/share-links';
import { ArticleCopyright } from '@/components/article/article-copyright';
import { ArticleNeighbours } from '@/components/article/article-neighbours';
import { LinkedGames } from '@/components/article/linked-games';
import { RelatedArticles } from '@/components/article/related-articles';
import { UnderArticleAds } from '@/components/banners/banner-lists';
import { islandHtml, type IslandContext } from '@/components/islands/render-island';
import { ReadingMarker } from '@/components/reader/reading-marker';
import { AmazonRankingWidget } from '@/components/ranking/amazon-ranking-widget';
import { RankingWidget } from '@/components/ranking/ranking-widget';
import type { IslandHtml } from '@/foundation/site/html-only';
import { absoluteUrl } from '@/foundation/site/site-url';
import type { ArticlePageProps } from '@/lib/page-data/article';
import type { PreviewInfo } from '@/lib/page-data/preview';
import { PreviewNotice } from './preview-notice';
import styles from './article-page.module.scss';

/**
 * The article page's static islands (decision 032), server only, for every page that shows an
 * article (its own address, collections, the weekly magazine, previews): the heading, the lead
 * image, the share links (above and below), the body (with its in-body
 * ad slots, which the browser takes over), the rail, what follows the body up to the share buttons, what follows those, and the Amazon widget after the article on a phone.
 */
export function articlePageIslands(props: ArticlePageProps & IslandContext & { preview?: PreviewInfo }, path: string): IslandHtml {
  const article = props.articleDetailData;
  // What the share buttons share (as ArticlePage's copy button): this body page at the address
  // it was opened at, or a preview's public address, never the signed preview link.
  const shareUrl = absoluteUrl(props.preview?.publicPath ?? (article.currentPage > 1 ? `${path}?page=${article.currentPage}` : path));
  const shareLinks = islandHtml(<ShareLinks url={shareUrl} title={article.title} />, props);
  // In the rail on PC, after the article on a phone, none without ads (the device of the ad plan).
  const amazonPlacement = amazonWidgetPlacement(props.pageAds?.plan?.device ?? null);
  const amazonWidget = <AmazonRankingWidget rows={props.articleBanners.amazonWidget} />;
  return {
    'article-heading': islandHtml(
      <>
        {/* The reader's history keeps what readers open (issue 37), not editors' previews. */}
        {!props.preview && <ReadingMarker articleId={article.articleId} title={article.title} thumbnailUrl={article.thumbnailUrl} />}
        <ArticleHeading article={article} />
      </>,
      props,
    ),
    'article-lead': islandHtml(<ArticleLead article={article} />, props),
    'share-top': shareLinks,
    'share-end': shareLinks,
    'article-body': islandHtml(
      <ArticleBodyIsland
        blocks={article.blocks}
        publicationDate={article.publicationDate}
        articleId={article.articleId}
        page={article.currentPage}
        // A live article's updates follow its introduction (issue 36); permalinks are the public address's.
        live={article.live ? { live: article.live, articleUrl: absoluteUrl(props.preview?.publicPath ?? path), articlePath: props.preview?.publicPath ?? path, title: article.title, now: props.pageMeta.renderedAt } : undefined}
      />,
      props,
    ),
    'article-rail': islandHtml(
      <>
        <RankingWidget title="アクセスランキング" articles={props.rankingArticles} />
        {amazonPlacement === 'rail' && amazonWidget}
      </>,
      props,
    ),
    'article-end': islandHtml(
      <>
        <UnderArticleAds underArticle={props.articleBanners.underArticle} underBanner={props.articleBanners.underBanner} />
        <LinkedGames games={props.linkedGames} />
        <ArticleCopyright copyright={article.copyright} />
      </>,
      props,
    ),
    'article-more': islandHtml(
      <>
        <ArticleNeighbours neighbours={props.neighbours} categoryName={article.mainCategories[0]?.nameJa} />
        <RelatedArticles articles={article.relatedArticles} />
      </>,
      props,
    ),
    // A preview's editors' bar, above the page as readers will see it.
    ...(props.preview ? { 'preview-notice': islandHtml(<PreviewNotice preview={props.preview} publishedAt={article.publishedAt} />, props) } : {}),
    'article-amazon': amazonPlacement === 'afterBody' ? islandHtml(<div className={styles.after}>{amazonWidget}</div>, props) : '',
  };
}
