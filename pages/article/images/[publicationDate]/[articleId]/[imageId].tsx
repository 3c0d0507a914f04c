import { renderIslands } from '@/components/pages/island-renderers';
import { ArticleImagePageView } from '@/components/pages/article-image-page-view';
import { ARTICLE_IMAGE_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(ARTICLE_IMAGE_ROUTE, { renderIslands });

export default ArticleImagePageView;
