import { getFetchSource } from '@/api-clients/content-api';
import { DocumentPageView } from '@/components/pages/document-page-view';
import { getSeoDocumentCache } from '@/lib/api-handlers/seo-cache';
import { handleFeedRequest } from '@/lib/api-handlers/seo-feeds';
import { answerSeoRequest } from '@/lib/api-handlers/seo-response';
import { documentPageProps } from '@/lib/next-adapters/document-page';

/** `/feed/`: RSS 2.0 of the newest articles. */
export const getServerSideProps = documentPageProps('/feed/', ({ req }) =>
  answerSeoRequest(req.method, () => handleFeedRequest(null, { fetchSource: getFetchSource(), cache: getSeoDocumentCache() })),
);

export default DocumentPageView;
