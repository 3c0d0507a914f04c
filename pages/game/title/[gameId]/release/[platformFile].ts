import { DocumentPageView } from '@/components/pages/document-page-view';
import { getCalendarDeps } from '@/lib/api-handlers/calendar-deps';
import { answerCalendarRequest, handleGameReleaseCalendarRequest, platformOfCalendarFile } from '@/lib/api-handlers/calendar-feeds';
import { queryString } from '@/lib/api-handlers/seo-response';
import { documentPageProps } from '@/lib/next-adapters/document-page';

/** A game id in the address is digits; anything else is no release file. */
const GAME_ID = /^\d+$/;

/** `/game/title/{gameId}/release/{platform}.ics`: a game's release on one platform as one calendar event; other names are the site's 404 page. */
export const getServerSideProps = documentPageProps('/game/title/[gameId]/release/[platform].ics', ({ req, params }) => {
  const gameId = queryString(params?.gameId);
  const platform = platformOfCalendarFile(queryString(params?.platformFile));
  if (gameId === null || !GAME_ID.test(gameId) || platform === null) return null;
  return answerCalendarRequest(req.method, () => handleGameReleaseCalendarRequest(gameId, platform, getCalendarDeps()));
});

export default DocumentPageView;
