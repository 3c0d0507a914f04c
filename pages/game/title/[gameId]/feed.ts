import { getFetchSource } from '@/api-clients/content-api';
import { DocumentPageView } from '@/components/pages/document-page-view';
import { getGameFeedCache } from '@/lib/api-handlers/seo-cache';
import { handleGameFeedRequest } from '@/lib/api-handlers/seo-feeds';
import { answerSeoRequest, queryString } from '@/lib/api-handlers/seo-response';
import { documentPageProps } from '@/lib/next-adapters/document-page';

/** `/game/title/{gameId}/feed/`: RSS 2.0 of a game's newest articles (issue 37); an unknown game is a Japanese plain-text 404. */
export const getServerSideProps = documentPageProps('/game/title/[gameId]/feed/', ({ req, params }) => {
  const gameId = queryString(params?.gameId) ?? '';
  return answerSeoRequest(req.method, () => handleGameFeedRequest(gameId, { fetchSource: getFetchSource(), cache: getGameFeedCache() }));
});

export default DocumentPageView;
