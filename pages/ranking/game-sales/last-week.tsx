import { RankingGameSalesPageView } from '@/components/pages/ranking-game-sales-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/ranking/game-sales/last-week/');

export default RankingGameSalesPageView;
