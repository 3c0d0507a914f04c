import { PageHead } from '@/components/head/page-head';
import { paths } from '@/foundation/paths';
import type { ArticleImagePageProps } from '@/lib/page-data/article-image';
import { ArticleImagePage } from './article-image-page';
import type { WithIslands } from '@/foundation/site/html-only';

export function ArticleImagePageView(props: WithIslands<ArticleImagePageProps>) {
  const { article, image, imageIndex, images } = props;
  const canonicalPath = paths.articleImage(article.publicationDate, article.articleId, image.imageId);
  const breadcrumb = [{ name: article.title, path: paths.article(article.publicationDate, article.articleId) }, { name: `画像 ${imageIndex + 1}` }];
  return (
    <>
      <PageHead
        title={`${article.title}の画像（${imageIndex + 1}/${images.length}）`}
        description={image.caption ? `${image.caption}｜${article.title}` : `${article.title}の画像です。`}
        canonicalPath={canonicalPath}
        imageUrl={image.url}
        jsonLd={(ld) => [ld.breadcrumbListJsonLd(breadcrumb, canonicalPath)]}
      />
      <ArticleImagePage {...props} />
    </>
  );
}
