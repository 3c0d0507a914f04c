import { renderIslands } from '@/components/pages/island-renderers';
import { CategoryPageView } from '@/components/pages/category-page-view';
import { CATEGORY_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(CATEGORY_ROUTE, { renderIslands });

export default CategoryPageView;
