import { renderIslands } from '@/components/pages/island-renderers';
import { SpecialArticlePageView } from '@/components/pages/special-article-page-view';
import { SPECIAL_ARTICLE_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(SPECIAL_ARTICLE_ROUTE, { renderIslands });

export default SpecialArticlePageView;
