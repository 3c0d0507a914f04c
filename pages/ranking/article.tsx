import { renderIslands } from '@/components/pages/island-renderers';
import { RankingArticlePageView } from '@/components/pages/ranking-article-page-view';
import { ARTICLE_RANKING_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(ARTICLE_RANKING_ROUTE, { renderIslands });

export default RankingArticlePageView;
