import { renderIslands } from '@/components/pages/island-renderers';
import { MyPageView } from '@/components/pages/mypage-page-view';
import { MYPAGE_ROUTE } from '@/lib/page-config/route-table';
import { createGetServerSideProps } from '@/lib/page-config/server-side-props';

export const getServerSideProps = createGetServerSideProps(MYPAGE_ROUTE, { renderIslands });

export default MyPageView;
