import { renderIslands } from '@/components/pages/island-renderers';
import { GameVideosPageView } from '@/components/pages/game-videos-page-view';
import { GAME_VIDEOS_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(GAME_VIDEOS_ROUTE, { renderIslands });

export default GameVideosPageView;
