import { PreviewArticlePageView } from '@/components/pages/preview-article-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/preview/article/[articleId]/[version]/');

export default PreviewArticlePageView;
