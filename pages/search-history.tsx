import { SearchHistoryPageView } from '@/components/pages/search-history-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/search-history/');

export default SearchHistoryPageView;
