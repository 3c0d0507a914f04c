import { PreviewSpecialPageView } from '@/components/pages/preview-special-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/preview/special/[matomeDirectoryName]/[articleId]/');

export default PreviewSpecialPageView;
