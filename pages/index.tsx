import { TopPageView } from '@/components/pages/top-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/');

export default TopPageView;
