import { ArticleBodyBlocks } from '@/components/article/article-body-blocks';
import { ArticleCopyright } from '@/components/article/article-copyright';
import { ArticleHeader } from '@/components/article/article-header';
import { ArticleLead } from '@/components/article/article-lead';
import { ArticleBreadcrumb } from '@/components/article/article-breadcrumb';
import { LiveUpdates } from '@/components/article/live-updates';
import { RelatedArticles } from '@/components/article/related-articles';
import { TableOfContents } from '@/components/article/table-of-contents';
import { SITE_NAME } from '@/components/head/page-head';
import { AmpLeavesProvider } from '@/components/leaves/leaves-context';
import { ListPagination } from '@/components/list/list-pagination';
import { ampArticlePagePath } from '@/foundation/paths/amp';
import { paths } from '@/foundation/paths';
import { OUTBOUND_LINKS } from '@/foundation/site/site-config';
import type { AmpDocumentProps } from '@/lib/amp/amp-article-data';
import { AmpAdSlot } from './amp-ad-slot';
import { AMP_CLASS } from './amp-css';
import { AMP_LEAVES } from './amp-leaves';
import { siteUrl } from './amp-links';

/**
 * Everything inside the AMP document's `<body>`: the article's own parts, the same components as the
 * canonical page (components/article) rendered with the AMP leaves, inside a small AMP-only frame:
 * a site header, the amp-ad slots where the plan puts them, the link to the canonical page, a footer.
 * Site links may be paths: the renderer makes them absolute (amp-markup.ts).
 */
export function AmpArticlePage({ article, breadcrumb, ads, isAmp, renderedAt }: AmpDocumentProps) {
  const pathOfPage = (page: number) => ampArticlePagePath(article.publicationDate, article.articleId, page);
  const canonicalUrl = siteUrl(paths.articlePage(article.publicationDate, article.articleId, article.currentPage));
  // AMP is rendered on the server from full props; blocks are only left out of a browser document.
  const blocks = article.blocks ?? [];
  // The amp-ad twins of the article-ad slots, at the same breaks as on the HTML page.
  const inBodyAds = new Map(
    ads.inBody.flatMap((slot, n) => {
      const index = article.adBreaks[n];
      return index === undefined ? [] : [[index, <AmpAdSlot key={slot.position} slot={slot} />] as const];
    }),
  );
  return (
    // The spec's isAmp flag picks the leaves: AMP's image, video and heading ids, or the HTML ones.
    <AmpLeavesProvider value={isAmp ? AMP_LEAVES : null}>
      <header className={AMP_CLASS.siteHeader}>
        <a className={AMP_CLASS.brand} href={paths.top()}>
          {SITE_NAME}
        </a>
      </header>
      <main className={AMP_CLASS.main}>
        <AmpAdSlot slot={ads.top} />
        <ArticleBreadcrumb breadcrumb={breadcrumb} />
        <article className={AMP_CLASS.article}>
          <ArticleHeader article={article} shareUrl={canonicalUrl} />
          <ArticleLead article={article} />
          <AmpAdSlot slot={ads.beforeBody} />
          <TableOfContents entries={article.toc} currentPage={article.currentPage} pathOfPage={pathOfPage} />
          <ArticleBodyBlocks
            blocks={blocks}
            publicationDate={article.publicationDate}
            articleId={article.articleId}
            page={article.currentPage}
            between={inBodyAds}
          />
          {article.live && (
            <LiveUpdates
              live={article.live}
              articleUrl={siteUrl(paths.article(article.publicationDate, article.articleId))}
              articlePath={paths.article(article.publicationDate, article.articleId)}
              title={article.title}
              now={renderedAt}
              position={{ publicationDate: article.publicationDate, articleId: article.articleId, page: article.currentPage }}
            />
          )}
          <ListPagination label="記事のページ" currentPage={article.currentPage} pageCount={article.pageCount} pathOfPage={pathOfPage} />
          <ArticleCopyright copyright={article.copyright} />
          <RelatedArticles articles={article.relatedArticles} />
          <p className={AMP_CLASS.canonicalLink}>
            <a href={canonicalUrl}>通常版のページで見る</a>
          </p>
        </article>
        <AmpAdSlot slot={ads.afterBody} />
        <AmpAdSlot slot={ads.bottom} />
      </main>
      <footer className={AMP_CLASS.siteFooter}>
        <ul>
          {OUTBOUND_LINKS.map((link) => (
            <li key={link.key}>
              <a href={link.url} target="_blank" rel="noopener">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p>
          <small>© {SITE_NAME}</small>
        </p>
      </footer>
    </AmpLeavesProvider>
  );
}
