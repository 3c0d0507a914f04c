import { renderIslands } from '@/components/pages/island-renderers';
import { CategoryPageEntry } from '@/components/pages/category-page-entry';
import { CATEGORY_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(CATEGORY_ROUTE, { renderIslands });

export default CategoryPageEntry;
