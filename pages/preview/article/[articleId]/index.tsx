import { renderIslands } from '@/components/pages/island-renderers';
import { PreviewArticlePageView } from '@/components/pages/preview-article-page-view';
import { PREVIEW_ARTICLE_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(PREVIEW_ARTICLE_ROUTE, { renderIslands });

export default PreviewArticlePageView;
