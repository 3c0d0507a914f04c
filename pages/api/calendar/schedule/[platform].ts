import type { NextApiRequest, NextApiResponse } from 'next';
import { getCalendarDeps } from '@/lib/api-handlers/calendar-deps';
import { handleScheduleCalendarRequest, sendCalendarResponse } from '@/lib/api-handlers/calendar-feeds';
import { queryString } from '@/lib/api-handlers/seo-response';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

/** `/schedule/calendar/{platform}.ics`: the release schedule as an iCalendar feed (rewritten here by next.config.js). */
function scheduleCalendar(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return sendCalendarResponse(req, res, () => handleScheduleCalendarRequest(queryString(req.query.platform), getCalendarDeps()));
}

export default withRouteMetrics('/schedule/calendar/[platform].ics', scheduleCalendar);
