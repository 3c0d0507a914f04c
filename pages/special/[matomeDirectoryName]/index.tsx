import { renderIslands } from '@/components/pages/island-renderers';
import { SpecialPageView } from '@/components/pages/special-page-view';
import { SPECIAL_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(SPECIAL_ROUTE, { renderIslands });

export default SpecialPageView;
