import { SpecialArticlePageView } from '@/components/pages/special-article-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/special/[matomeDirectoryName]/[articleId]/');

export default SpecialArticlePageView;
