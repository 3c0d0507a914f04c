import { DocumentPageView } from '@/components/pages/document-page-view';
import { handleRobotsRequest } from '@/lib/api-handlers/seo-robots';
import { answerSeoRequest } from '@/lib/api-handlers/seo-response';
import { documentPageProps } from '@/lib/next-adapters/document-page';

/** `/robots.txt` (never redirected: trailingSlash leaves a path with a file extension alone). */
export const getServerSideProps = documentPageProps('/robots.txt', ({ req }) => answerSeoRequest(req.method, handleRobotsRequest));

export default DocumentPageView;
