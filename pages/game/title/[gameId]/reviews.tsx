import { GameReviewsPageView } from '@/components/pages/game-reviews-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/game/title/[gameId]/reviews/');

export default GameReviewsPageView;
