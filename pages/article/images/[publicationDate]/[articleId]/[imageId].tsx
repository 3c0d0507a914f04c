import { ArticleImagePageView } from '@/components/pages/article-image-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/article/images/[publicationDate]/[articleId]/[imageId]/');

export default ArticleImagePageView;
