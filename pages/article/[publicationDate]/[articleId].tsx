import { ArticlePageView } from '@/components/pages/article-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/article/[publicationDate]/[articleId]/');

export default ArticlePageView;
