import { renderIslands } from '@/components/pages/island-renderers';
import { TopPageEntry } from '@/components/pages/top-page-entry';
import { TOP_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(TOP_ROUTE, { renderIslands });

export default TopPageEntry;
