import { SchedulePageView } from '@/components/pages/schedule-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/schedule/[gamePlatforms]/[gameReleaseDate]/');

export default SchedulePageView;
