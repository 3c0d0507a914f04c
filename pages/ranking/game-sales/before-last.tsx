import { renderIslands } from '@/components/pages/island-renderers';
import { RankingGameSalesPageView } from '@/components/pages/ranking-game-sales-page-view';
import { GAME_SALES_BEFORE_LAST_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(GAME_SALES_BEFORE_LAST_ROUTE, { renderIslands });

export default RankingGameSalesPageView;
