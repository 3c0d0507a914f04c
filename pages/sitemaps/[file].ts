import { getFetchSource } from '@/api-clients/content-api';
import { DocumentPageView } from '@/components/pages/document-page-view';
import { getSeoDocumentCache } from '@/lib/api-handlers/seo-cache';
import { answerSeoRequest, queryString, seoNotFound } from '@/lib/api-handlers/seo-response';
import { handleSitemapRequest } from '@/lib/api-handlers/seo-sitemaps';
import { documentPageProps } from '@/lib/next-adapters/document-page';

/** `/sitemaps/{file}`: one child sitemap of the index (an unknown file name is a plain-text 404). */
export const getServerSideProps = documentPageProps('/sitemaps/[file]', ({ req, params }) => {
  const fileName = queryString(params?.file);
  return answerSeoRequest(req.method, async () =>
    fileName === null ? seoNotFound() : handleSitemapRequest(fileName, { fetchSource: getFetchSource(), cache: getSeoDocumentCache() }),
  );
});

export default DocumentPageView;
