import { renderIslands } from '@/components/pages/island-renderers';
import { SchedulePageView } from '@/components/pages/schedule-page-view';
import { SCHEDULE_INDEX_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(SCHEDULE_INDEX_ROUTE, { renderIslands });

export default SchedulePageView;
