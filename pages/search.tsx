import { SearchPageView } from '@/components/pages/search-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/search/');

export default SearchPageView;
