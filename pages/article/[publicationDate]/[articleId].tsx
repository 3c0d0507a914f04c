import { renderIslands } from '@/components/pages/island-renderers';
import { ArticlePageView } from '@/components/pages/article-page-view';
import { ARTICLE_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(ARTICLE_ROUTE, { renderIslands });

export default ArticlePageView;
