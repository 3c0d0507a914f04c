import { RankingArticlePageView } from '@/components/pages/ranking-article-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/ranking/article/');

export default RankingArticlePageView;
