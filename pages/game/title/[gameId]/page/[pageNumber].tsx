import { GameArticlesPageView } from '@/components/pages/game-articles-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/game/title/[gameId]/page/[pageNumber]/');

export default GameArticlesPageView;
