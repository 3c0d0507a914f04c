import { WeeklyPageView } from '@/components/pages/weekly-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/special/content/weeklyplaynote/');

export default WeeklyPageView;
