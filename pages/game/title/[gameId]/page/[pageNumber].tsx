import { renderIslands } from '@/components/pages/island-renderers';
import { GameArticlesPageView } from '@/components/pages/game-articles-page-view';
import { GAME_ARTICLES_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(GAME_ARTICLES_ROUTE, { renderIslands });

export default GameArticlesPageView;
