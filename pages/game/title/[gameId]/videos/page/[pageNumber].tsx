import { GameVideosPageView } from '@/components/pages/game-videos-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/game/title/[gameId]/videos/page/[pageNumber]/');

export default GameVideosPageView;
