import { AmpRoutePlaceholder } from '@/components/amp/amp-route-placeholder';
import { renderAmpArticle } from '@/components/amp/render-amp-article';
import { createAmpGetServerSideProps } from '@/lib/page-config/amp-request';
import { AMP_ARTICLE_ROUTE } from '@/lib/page-config/route-table';

export const getServerSideProps = createAmpGetServerSideProps(AMP_ARTICLE_ROUTE, (props) => renderAmpArticle(props));

export default AmpRoutePlaceholder;
