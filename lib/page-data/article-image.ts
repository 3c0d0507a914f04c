import { isApiError } from '@/api-clients/api-error';
import type { ArticleImages } from '@/api-clients/schemas/article';
import type { ContentImage } from '@/api-clients/schemas/common';
import { toJstYearMonth } from '@/foundation/format/date';
import { notFound, props, redirect } from '@/lib/page-data/results';
import type { PageDataFunction } from '@/lib/page-data/types';
import { paths } from '@/foundation/paths';
import { isDigitsOnly, isUrlId, isYearMonth } from '@/foundation/validation/text-patterns';
import { getListlessPageFrame, type ListlessPageFrame } from './page-frame';

/** Longest article id accepted in a URL, as on the article page. */
/** Image ids are longer than article ids (`articleId × 10000 + n`). */
export const MAX_IMAGE_ID_LENGTH = 20;

export interface ArticleImagePageProps extends ListlessPageFrame {
  adUnitsType: 'ARTICLE_DETAIL';
  article: { articleId: string; publicationDate: string; title: string; publishedAt: string };
  /** The image this page shows. */
  image: ContentImage;
  /** 0-based position of `image` in `images`. */
  imageIndex: number;
  /** Every image of the article, in order (the strip, and 前の画像 / 次の画像). */
  images: ContentImage[];
}

/** `/article/images/{publicationDate}/{articleId}/{imageId}/`: one image of an article, large, with its gallery. */
export const getArticleImagePageData: PageDataFunction<ArticleImagePageProps> = async ({ params, fetchSource, device, now, adPageType }) => {
  const { publicationDate = '', articleId = '', imageId = '' } = params;
  if (
    !isYearMonth(publicationDate) ||
    !isUrlId(articleId) ||
    !isDigitsOnly(imageId) ||
    imageId.length > MAX_IMAGE_ID_LENGTH
  ) {
    return notFound();
  }

  let gallery: ArticleImages;
  try {
    gallery = await fetchSource('articleImage', { articleId });
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return notFound();
    throw error;
  }
  const imageIndex = gallery.images.findIndex((image) => image.imageId === imageId);
  const image = gallery.images[imageIndex];
  if (!image) return notFound();
  // A wrong month is an old link or a typo: send the reader to the image's real address, like the article page.
  const actualPublicationDate = toJstYearMonth(gallery.publishedAt);
  if (actualPublicationDate !== publicationDate) {
    return redirect(paths.articleImage(actualPublicationDate, articleId, imageId), true);
  }

  const frame = await getListlessPageFrame({ fetchSource, device, now, adPageType });
  return props({
    adUnitsType: 'ARTICLE_DETAIL',
    article: { articleId, publicationDate, title: gallery.title, publishedAt: gallery.publishedAt },
    image,
    imageIndex,
    images: gallery.images,
    ...frame,
  });
};
