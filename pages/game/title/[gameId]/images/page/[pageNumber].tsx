import { renderIslands } from '@/components/pages/island-renderers';
import { GameImagesPageView } from '@/components/pages/game-images-page-view';
import { GAME_IMAGES_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(GAME_IMAGES_ROUTE, { renderIslands });

export default GameImagesPageView;
