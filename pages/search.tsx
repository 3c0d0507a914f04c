import { renderIslands } from '@/components/pages/island-renderers';
import { SearchPageView } from '@/components/pages/search-page-view';
import { SEARCH_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(SEARCH_ROUTE, { renderIslands });

export default SearchPageView;
