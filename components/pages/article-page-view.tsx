import { AmpHtmlLink } from '@/components/amp/amp-html-link';
import { PageHead } from '@/components/head/page-head';
import { paths } from '@/foundation/paths';
import type { ArticlePageProps } from '@/lib/page-data/article';
import { ROBOTS } from '@/components/seo/head-values';
import { ArticlePage } from './article-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function ArticlePageView(props: WithIslands<ArticlePageProps>) {
  const article = props.articleDetailData;
  const pagePath = paths.articlePage(article.publicationDate, article.articleId, article.currentPage);
  return (
    <>
      <PageHead
        title={article.title}
        description={article.description}
        canonicalPath={pagePath}
        imageUrl={article.ogpImageUrl ?? article.thumbnailUrl}
        ogType="article"
        robots={ROBOTS.article}
        jsonLd={(ld) => ld.articlePageJsonLd({
          article,
          articlePath: paths.article(article.publicationDate, article.articleId),
          pagePath,
          breadcrumb: props.breadcrumbPropsData,
          live: article.live,
        })}
      />
      <AmpHtmlLink publicationDate={article.publicationDate} articleId={article.articleId} page={article.currentPage} />
      <ArticlePage {...props} />
    </>
  );
}
