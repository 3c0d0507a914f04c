import { PageHead } from '@/components/head/page-head';
import { paths } from '@/lib/paths';
import type { ArticleImagePageProps } from '@/lib/routes/article-image';
import { ArticleImagePage } from './article-image-page';

export function ArticleImagePageView(props: ArticleImagePageProps) {
  const { article, image, imageIndex, images } = props;
  return (
    <>
      <PageHead
        title={`${article.title}の画像（${imageIndex + 1}/${images.length}）`}
        description={image.caption ? `${image.caption}｜${article.title}` : `${article.title}の画像です。`}
        canonicalPath={paths.articleImage(article.publicationDate, article.articleId, image.imageId)}
        imageUrl={image.url}
      />
      <ArticleImagePage {...props} />
    </>
  );
}
