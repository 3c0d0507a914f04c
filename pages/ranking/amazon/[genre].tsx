import { renderIslands } from '@/components/pages/island-renderers';
import { RankingAmazonPageView } from '@/components/pages/ranking-amazon-page-view';
import { AMAZON_GENRE_RANKING_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(AMAZON_GENRE_RANKING_ROUTE, { renderIslands });

export default RankingAmazonPageView;
