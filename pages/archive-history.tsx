import { renderIslands } from '@/components/pages/island-renderers';
import { ArchiveHistoryPageView } from '@/components/pages/archive-history-page-view';
import { ARCHIVE_HISTORY_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(ARCHIVE_HISTORY_ROUTE, { renderIslands });

export default ArchiveHistoryPageView;
