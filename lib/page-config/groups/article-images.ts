import { getArticleImagePageData } from '@/lib/page-data/article-image';
import { definePage, type PageConfigGroup } from '../define-page';

export const ARTICLE_IMAGE_PAGES: PageConfigGroup = {
  '/article/images/[publicationDate]/[articleId]/[imageId]/': definePage('ARTICLE_DETAIL', getArticleImagePageData),
};
