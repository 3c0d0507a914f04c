import { renderIslands } from '@/components/pages/island-renderers';
import { WeeklyPageView } from '@/components/pages/weekly-page-view';
import { WEEKLY_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(WEEKLY_ROUTE, { renderIslands });

export default WeeklyPageView;
