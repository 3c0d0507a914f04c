import { renderIslands } from '@/components/pages/island-renderers';
import { SearchHistoryPageView } from '@/components/pages/search-history-page-view';
import { SEARCH_HISTORY_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(SEARCH_HISTORY_ROUTE, { renderIslands });

export default SearchHistoryPageView;
