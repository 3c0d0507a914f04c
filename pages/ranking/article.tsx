import { renderIslands } from '@/components/pages/island-renderers';
import { RankingArticlePageEntry } from '@/components/pages/ranking-article-page-entry';
import { ARTICLE_RANKING_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(ARTICLE_RANKING_ROUTE, { renderIslands });

export default RankingArticlePageEntry;
