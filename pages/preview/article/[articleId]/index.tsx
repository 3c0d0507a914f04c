import { renderIslands } from '@/components/pages/island-renderers';
import { PreviewArticlePageEntry } from '@/components/pages/preview-article-page-entry';
import { PREVIEW_ARTICLE_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(PREVIEW_ARTICLE_ROUTE, { renderIslands });

export default PreviewArticlePageEntry;
