import { renderIslands } from '@/components/pages/island-renderers';
import { WeeklyPartPageView } from '@/components/pages/weekly-part-page-view';
import { WEEKLY_PART_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(WEEKLY_PART_ROUTE, { renderIslands });

export default WeeklyPartPageView;
