import { GameImagesPageView } from '@/components/pages/game-images-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/game/title/[gameId]/images/page/[pageNumber]/');

export default GameImagesPageView;
