import { renderIslands } from '@/components/pages/island-renderers';
import { SearchHistoryPageEntry } from '@/components/pages/search-history-page-entry';
import { SEARCH_HISTORY_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(SEARCH_HISTORY_ROUTE, { renderIslands });

export default SearchHistoryPageEntry;
