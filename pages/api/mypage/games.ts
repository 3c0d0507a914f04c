import type { NextApiRequest, NextApiResponse } from 'next';
import { getFetchSource } from '@/api-clients/content-api';
import { getClientEnv } from '@/foundation/env/client-env';
import { getServerEnv } from '@/foundation/env/server-env';
import { handleFollowedGamesRequest } from '@/lib/api-handlers/followed-games';
import { sendJson } from '@/lib/api-handlers/json-response';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

/** マイページ's followed games: `/api/mypage/games/?ids=1,2,3` (issue 37; foundation/reader/followed-games.ts). */
function followedGames(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return sendJson(req, res, (query) =>
    handleFollowedGamesRequest(query, {
      fetchSource: getFetchSource(),
      revalidateSeconds: getServerEnv().REVALIDATE_SECONDS,
      upstreamTimeoutMs: getClientEnv().NEXT_PUBLIC_API_REQUEST_TIMEOUT,
    }),
  );
}

export default withRouteMetrics('/api/mypage/games', followedGames);
