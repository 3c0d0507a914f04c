import { AmpRoutePlaceholder } from '@/components/amp/amp-route-placeholder';
import { renderAmpArticle } from '@/components/amp/render-amp-article';
import { createAmpGetServerSideProps } from '@/lib/amp/amp-request';

export const getServerSideProps = createAmpGetServerSideProps((props) => renderAmpArticle(props));

export default AmpRoutePlaceholder;
