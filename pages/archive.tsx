import { ArchivePageView } from '@/components/pages/archive-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/archive/');

export default ArchivePageView;
