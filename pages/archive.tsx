import { renderIslands } from '@/components/pages/island-renderers';
import { ArchivePageView } from '@/components/pages/archive-page-view';
import { ARCHIVE_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(ARCHIVE_ROUTE, { renderIslands });

export default ArchivePageView;
