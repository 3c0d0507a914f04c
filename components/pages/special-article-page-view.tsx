import { PageHead } from '@/components/head/page-head';
import { specialArticlePath, type SpecialArticlePageProps } from '@/lib/routes/special';
import { SpecialArticlePage } from './special-article-page';

export function SpecialArticlePageView(props: SpecialArticlePageProps) {
  const article = props.articleDetailData;
  return (
    <>
      <PageHead
        title={article.title}
        description={article.description}
        canonicalPath={specialArticlePath(props.collection.directoryName, article.articleId, article.currentPage)}
        imageUrl={article.ogpImageUrl ?? article.thumbnailUrl}
      />
      <SpecialArticlePage {...props} />
    </>
  );
}
