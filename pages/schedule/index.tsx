import { renderIslands } from '@/components/pages/island-renderers';
import { SchedulePageEntry } from '@/components/pages/schedule-page-entry';
import { SCHEDULE_INDEX_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(SCHEDULE_INDEX_ROUTE, { renderIslands });

export default SchedulePageEntry;
