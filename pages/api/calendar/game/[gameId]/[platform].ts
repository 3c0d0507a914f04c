import type { NextApiRequest, NextApiResponse } from 'next';
import { getCalendarDeps } from '@/lib/api-handlers/calendar-deps';
import { handleGameReleaseCalendarRequest, sendCalendarResponse } from '@/lib/api-handlers/calendar-feeds';
import { queryString } from '@/lib/api-handlers/seo-response';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

/** `/game/title/{gameId}/release/{platform}.ics`: a game's release on one platform as one calendar event (rewritten here by next.config.js). */
function gameReleaseCalendar(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const deps = getCalendarDeps();
  return sendCalendarResponse(req, res, () => handleGameReleaseCalendarRequest(queryString(req.query.gameId), queryString(req.query.platform), deps));
}

export default withRouteMetrics('/game/title/[gameId]/release/[platform].ics', gameReleaseCalendar);
