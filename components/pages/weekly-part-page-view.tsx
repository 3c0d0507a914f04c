import { PageHead } from '@/components/head/page-head';
import type { WeeklyPartPageProps } from '@/lib/page-data/weekly';
import { weeklyPaths } from '@/foundation/paths/weekly';
import { ROBOTS } from '@/components/seo/head-values';
import { WeeklyPartPage } from './weekly-part-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function WeeklyPartPageView(props: WithIslands<WeeklyPartPageProps>) {
  const article = props.articleDetailData;
  const pagePath = weeklyPaths.part(article.articleId, article.currentPage);
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
          articlePath: weeklyPaths.part(article.articleId),
          pagePath,
          breadcrumb: props.breadcrumbPropsData,
        })}
      />
      <WeeklyPartPage {...props} />
    </>
  );
}
