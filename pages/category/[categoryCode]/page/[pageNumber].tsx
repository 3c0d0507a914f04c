import { CategoryPageView } from '@/components/pages/category-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/category/[categoryCode]/page/[pageNumber]/');

export default CategoryPageView;
