import { RankingAmazonPageView } from '@/components/pages/ranking-amazon-page-view';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps('/ranking/amazon/[genre]/');

export default RankingAmazonPageView;
