import { getFetchSource } from '@/api-clients/content-api';
import { DocumentPageView } from '@/components/pages/document-page-view';
import { getSeoDocumentCache } from '@/lib/api-handlers/seo-cache';
import { answerSeoRequest } from '@/lib/api-handlers/seo-response';
import { handleSitemapIndexRequest } from '@/lib/api-handlers/seo-sitemaps';
import { documentPageProps } from '@/lib/next-adapters/document-page';

/** `/sitemap.xml`, the sitemap index. */
export const getServerSideProps = documentPageProps('/sitemap.xml', ({ req }) =>
  answerSeoRequest(req.method, () => handleSitemapIndexRequest({ fetchSource: getFetchSource(), cache: getSeoDocumentCache() })),
);

export default DocumentPageView;
