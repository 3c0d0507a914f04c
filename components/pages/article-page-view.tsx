import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import type { ArticlePageProps } from '@/lib/routes/article';
import { ArticlePage } from './article-page';

export function ArticlePageView(props: ArticlePageProps) {
  const article = props.articleDetailData;
  return (
    <>
      <PageHead
        title={article.title}
        description={article.description}
        canonicalPath={paths.articlePage(article.publicationDate, article.articleId, article.currentPage)}
        imageUrl={article.ogpImageUrl ?? article.thumbnailUrl}
      />
      <ArticlePage {...props} />
    </>
  );
}
