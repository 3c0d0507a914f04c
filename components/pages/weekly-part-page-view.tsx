import { PageHead } from '@/components/head/page-head';
import { weeklyPaths, type WeeklyPartPageProps } from '@/lib/routes/weekly';
import { WeeklyPartPage } from './weekly-part-page';

export function WeeklyPartPageView(props: WeeklyPartPageProps) {
  const article = props.articleDetailData;
  return (
    <>
      <PageHead
        title={article.title}
        description={article.description}
        canonicalPath={weeklyPaths.part(article.articleId, article.currentPage)}
        imageUrl={article.ogpImageUrl ?? article.thumbnailUrl}
      />
      <WeeklyPartPage {...props} />
    </>
  );
}
