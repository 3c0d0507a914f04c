import { ArchiveHistoryPageView } from '@/components/pages/archive-history-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/archive-history/');

export default ArchiveHistoryPageView;
