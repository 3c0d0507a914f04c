import { renderIslands } from '@/components/pages/island-renderers';
import { AuthorPageView } from '@/components/pages/author-page-view';
import { AUTHOR_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(AUTHOR_ROUTE, { renderIslands });

export default AuthorPageView;
