import { getFetchSource } from '@/api-clients/content-api';
import { DocumentPageView } from '@/components/pages/document-page-view';
import { getSeoDocumentCache } from '@/lib/api-handlers/seo-cache';
import { handleFeedRequest } from '@/lib/api-handlers/seo-feeds';
import { answerSeoRequest, queryString, seoNotFound } from '@/lib/api-handlers/seo-response';
import { documentPageProps } from '@/lib/next-adapters/document-page';

/** `/category/{categoryCode}/feed/`: RSS 2.0 of a category's newest articles (an unknown category is a plain-text 404). */
export const getServerSideProps = documentPageProps('/category/[categoryCode]/feed/', ({ req, params }) => {
  const categoryCode = queryString(params?.categoryCode);
  return answerSeoRequest(req.method, async () =>
    categoryCode === null ? seoNotFound() : handleFeedRequest(categoryCode, { fetchSource: getFetchSource(), cache: getSeoDocumentCache() }),
  );
});

export default DocumentPageView;
