import { renderIslands } from '@/components/pages/island-renderers';
import { TopPageView } from '@/components/pages/top-page-view';
import { TOP_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(TOP_ROUTE, { renderIslands });

export default TopPageView;
