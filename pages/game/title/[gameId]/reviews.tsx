import { renderIslands } from '@/components/pages/island-renderers';
import { GameReviewsPageView } from '@/components/pages/game-reviews-page-view';
import { GAME_REVIEWS_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(GAME_REVIEWS_ROUTE, { renderIslands });

export default GameReviewsPageView;
