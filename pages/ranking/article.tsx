import { RankingArticlePageView } from '@/components/pages/ranking-article-page-view';
import { ARTICLE_RANKING_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(ARTICLE_RANKING_ROUTE);

export default RankingArticlePageView;
