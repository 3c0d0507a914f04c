import { renderIslands } from '@/components/pages/island-renderers';
import { PreviewSpecialPageEntry } from '@/components/pages/preview-special-page-entry';
import { PREVIEW_SPECIAL_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(PREVIEW_SPECIAL_ROUTE, { renderIslands });

export default PreviewSpecialPageEntry;
