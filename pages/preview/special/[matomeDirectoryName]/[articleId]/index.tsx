import { renderIslands } from '@/components/pages/island-renderers';
import { PreviewSpecialPageView } from '@/components/pages/preview-special-page-view';
import { PREVIEW_SPECIAL_ARTICLE_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(PREVIEW_SPECIAL_ARTICLE_ROUTE, { renderIslands });

export default PreviewSpecialPageView;
