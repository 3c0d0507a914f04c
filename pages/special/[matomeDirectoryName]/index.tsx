import { SpecialPageView } from '@/components/pages/special-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/special/[matomeDirectoryName]/');

export default SpecialPageView;
