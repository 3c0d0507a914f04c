import { WeeklyPartPageView } from '@/components/pages/weekly-part-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/special/content/weeklyplaynote/[articleId]/');

export default WeeklyPartPageView;
