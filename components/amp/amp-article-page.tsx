import { SITE_NAME } from '@/components/head/page-head';
import { THUMBNAIL } from '@/components/image/content-image';
import { visiblePages } from '@/components/list/list-pagination';
import { inBodyAdIndex } from '@/lib/amp/amp-ads';
import type { AmpArticleProps } from '@/lib/amp/amp-article-data';
import { AMP_CLASS } from '@/lib/amp/amp-css';
import { ampArticlePagePath } from '@/foundation/paths/amp';
import { formatJstDateTime } from '@/foundation/format/date';
import { paths } from '@/foundation/paths';
import { buildShareLinks } from '@/foundation/site/share-links';
import { OUTBOUND_LINKS } from '@/foundation/site/site-config';
import { AmpAdSlot } from './amp-ad-slot';
import { AmpArticleBody } from './amp-article-body';
import { AmpImage } from './amp-image';
import { ampAnchorId, ampHref, siteUrl } from './amp-links';

/** Pager between the AMP pages of a multi-page article (same window as the canonical pager). */
function AmpPager({ currentPage, pageCount, pathOfPage }: { currentPage: number; pageCount: number; pathOfPage: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="記事のページ" className={AMP_CLASS.pager}>
      {currentPage > 1 && (
        <a href={pathOfPage(currentPage - 1)} rel="prev">
          前へ
        </a>
      )}
      <ol>
        {visiblePages(currentPage, pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === currentPage ? (
                <span aria-current="page">{page}</span>
              ) : (
                <a href={pathOfPage(page)} aria-label={`${page}ページ目`}>
                  {page}
                </a>
              )}
            </li>
          ),
        )}
      </ol>
      {currentPage < pageCount && (
        <a href={pathOfPage(currentPage + 1)} rel="next">
          次へ
        </a>
      )}
    </nav>
  );
}

/**
 * The body of an AMP article page (everything inside `<body>`): header, breadcrumb, the article as
 * on the canonical page (R-18 notice, hero, table of contents, body, pager, related articles),
 * amp-ad slots where the plan puts them, footer. One h1; links are absolute.
 */
export function AmpArticlePage({ article, breadcrumb, ads }: AmpArticleProps) {
  const ampPathOfPage = (page: number) => siteUrl(ampArticlePagePath(article.publicationDate, article.articleId, page));
  const canonicalUrl = siteUrl(paths.articlePage(article.publicationDate, article.articleId, article.currentPage));
  const heroSrc = article.currentPage === 1 ? ampHref(article.thumbnailUrl) : null;
  // AMP is rendered on the server from full props; blocks are only left out of a browser document.
  const blocks = article.blocks ?? [];
  return (
    <>
      <header className={AMP_CLASS.siteHeader}>
        <a className={AMP_CLASS.brand} href={siteUrl(paths.top())}>
          {SITE_NAME}
        </a>
      </header>
      <main className={AMP_CLASS.main}>
        <AmpAdSlot slot={ads.top} />
        <nav aria-label="パンくずリスト" className={AMP_CLASS.crumbs}>
          <ol>
            <li>
              <a href={siteUrl(paths.top())}>トップ</a>
            </li>
            {breadcrumb.level1Item && (
              <li>
                <a href={siteUrl(breadcrumb.level1Item.path)}>{breadcrumb.level1Item.nameJa}</a>
              </li>
            )}
            <li aria-current="page">{breadcrumb.title}</li>
          </ol>
        </nav>
        <article className={AMP_CLASS.article}>
          <header>
            <ul className={AMP_CLASS.categories}>
              {[...article.mainCategories, ...article.subCategories].map((category) => (
                <li key={category.id}>
                  <a href={siteUrl(paths.category(category.code))}>{category.nameJa}</a>
                </li>
              ))}
            </ul>
            <h1 className={AMP_CLASS.title}>{article.title}</h1>
            <p className={AMP_CLASS.meta}>
              <time dateTime={article.publishedAt}>{formatJstDateTime(article.publishedAt)}</time>
              {article.updatedAt !== article.publishedAt && (
                <span>
                  （最終更新 <time dateTime={article.updatedAt}>{formatJstDateTime(article.updatedAt)}</time>）
                </span>
              )}
            </p>
            {article.authors.length > 0 && (
              <p className={AMP_CLASS.meta}>
                <span>文：</span>
                {article.authors.map((author, index) => (
                  <span key={author.id}>
                    {index > 0 && '、'}
                    <a href={siteUrl(paths.author(author.id))}>{author.name}</a>
                  </span>
                ))}
              </p>
            )}
            <ul className={AMP_CLASS.share} aria-label="この記事をシェア">
              {buildShareLinks(canonicalUrl, article.title).map((link) => (
                <li key={link.service}>
                  <a href={link.href} target="_blank" rel="noopener">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </header>

          {article.isR18 && (
            <p className={AMP_CLASS.r18} role="note">
              この記事には18歳未満の方に適さない表現が含まれています。
            </p>
          )}

          {heroSrc && (
            <div className={AMP_CLASS.hero}>
              <AmpImage src={heroSrc} alt="" width={THUMBNAIL.large.width} height={THUMBNAIL.large.height} />
            </div>
          )}

          <AmpAdSlot slot={ads.beforeBody} />

          {article.toc.length > 0 && (
            <nav className={AMP_CLASS.toc} aria-labelledby="toc-heading">
              <h2 id="toc-heading">目次</h2>
              <ol>
                {article.toc.map((entry) => (
                  <li key={`${entry.page}-${entry.id}`}>
                    <a href={entry.page === article.currentPage ? `#${ampAnchorId(entry.id)}` : `${ampPathOfPage(entry.page)}#${ampAnchorId(entry.id)}`}>
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}

          <AmpArticleBody
            blocks={blocks}
            publicationDate={article.publicationDate}
            articleId={article.articleId}
            page={article.currentPage}
            inserted={<AmpAdSlot slot={ads.inBody} />}
            insertAt={ads.inBody ? inBodyAdIndex(blocks) : null}
          />
          <AmpPager currentPage={article.currentPage} pageCount={article.pageCount} pathOfPage={ampPathOfPage} />

          {article.copyright && <p className={AMP_CLASS.copyright}>{article.copyright}</p>}

          {article.relatedArticles.length > 0 && (
            <section className={AMP_CLASS.section} aria-labelledby="related-articles">
              <h2 id="related-articles">関連記事</h2>
              <ul className={AMP_CLASS.related}>
                {article.relatedArticles.map((related) => {
                  const href = ampHref(related.url);
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
    </>
  );
}
