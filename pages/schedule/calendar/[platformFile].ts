import { DocumentPageView } from '@/components/pages/document-page-view';
import { getCalendarDeps } from '@/lib/api-handlers/calendar-deps';
import { answerCalendarRequest, handleScheduleCalendarRequest, platformOfCalendarFile } from '@/lib/api-handlers/calendar-feeds';
import { queryString } from '@/lib/api-handlers/seo-response';
import { documentPageProps } from '@/lib/next-adapters/document-page';

/** `/schedule/calendar/{platform}.ics`: the release schedule as an iCalendar feed; a name without `.ics` is the site's 404 page. */
export const getServerSideProps = documentPageProps('/schedule/calendar/[platform].ics', ({ req, params }) => {
  const platform = platformOfCalendarFile(queryString(params?.platformFile));
  return platform === null ? null : answerCalendarRequest(req.method, () => handleScheduleCalendarRequest(platform, getCalendarDeps()));
});

export default DocumentPageView;
