import { PageHead } from '@/components/head/page-head';
import type { SpecialArticlePageProps } from '@/lib/page-data/special';
import { specialArticlePath } from '@/foundation/paths/special';
import { ROBOTS } from '@/components/seo/head-values';
import { SpecialArticlePage } from './special-article-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function SpecialArticlePageView(props: WithIslands<SpecialArticlePageProps>) {
  const article = props.articleDetailData;
  const pagePath = specialArticlePath(props.collection.directoryName, article.articleId, article.currentPage);
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
          articlePath: specialArticlePath(props.collection.directoryName, article.articleId),
          pagePath,
          breadcrumb: props.breadcrumbPropsData,
        })}
      />
      <SpecialArticlePage {...props} />
    </>
  );
}
