import { isApiError } from '@/api-clients/api-error';
import type { FetchSource } from '@/api-clients/fetch-source';
import type { ScheduleTitle } from '@/api-clients/schemas/schedule';
import { log } from '@/foundation/logging/logger';
import { paths } from '@/foundation/paths';
import { gameReleaseCalendarPath, scheduleCalendarPath } from '@/foundation/paths/calendar';
import { ALL_PLATFORMS, findSchedulePlatform } from '@/foundation/schedule/platforms';
import { absoluteUrl } from '@/foundation/site/site-url';
import { isUrlId } from '@/foundation/validation/text-patterns';
import type { Coalescer } from '@/lib/calendar/coalesce';
import { feedMonths } from '@/lib/calendar/feed-window';
import { buildReleaseCalendar, type ReleaseEvent } from '@/lib/calendar/release-ical';
import { cacheControlFor, ERROR_CACHE_CONTROL, type CachePageType } from '@/lib/page-config/cache-control';
import { errorStatusFor } from '@/lib/page-config/error-status';

const HOUR_MS = 3_600_000;

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * The Cache-Control tier of the calendars: the schedule page's (SCHEDULE_ROUTE's `list`), so a CDN
 * keeps a feed as long as the page it mirrors. Named here, not read from the route table, which
 * would pull every page's data code into the calendar pages' server code.
 */
export const CALENDAR_CACHE_TIER: CachePageType = 'list';

/** What a reader or a calendar app is told, in Japanese, when there is no calendar to give. */
export const CALENDAR_MESSAGES = {
  unknownPlatform: 'この機種の発売カレンダーはありません。',
  unknownRelease: 'このタイトルの発売日カレンダーはありません。',
  upstreamFailed: '発売スケジュールを読み込めませんでした。しばらくしてからもう一度お試しください。',
  methodNotAllowed: 'このアドレスは GET と HEAD だけに答えます。',
} as const;

export interface CalendarResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export interface CalendarDeps {
  fetchSource: FetchSource;
  /** Shares one build among concurrent identical feed requests. */
  coalesce: Coalescer;
  /** REVALIDATE_SECONDS: the feed is cached by a CDN like the schedule page. */
  revalidateSeconds: number;
  now?: () => Date;
}

function plainText(status: number, message: string): CalendarResponse {
  return { status, body: `${message}\n`, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': ERROR_CACHE_CONTROL } };
}

function calendarAnswer(body: string, revalidateSeconds: number, fileName: string, disposition: 'inline' | 'attachment'): CalendarResponse {
  return {
    status: 200,
    body,
    headers: {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Cache-Control': cacheControlFor(CALENDAR_CACHE_TIER, revalidateSeconds),
      'Content-Disposition': `${disposition}; filename="${fileName}"`,
    },
  };
}

/** An upstream failure as a clean answer: 502 (504 on a timeout) with a Japanese message, nothing of the upstream. */
function failureAnswer(error: unknown, key: string): CalendarResponse {
  // ApiErrors are logged once by the fetcher; anything else is our bug and is logged here.
  if (!isApiError(error)) log('error', 'calendar-error', { key, message: error instanceof Error ? error.message : String(error) });
  return plainText(errorStatusFor(error), CALENDAR_MESSAGES.upstreamFailed);
}

const siteHost = () => new URL(absoluteUrl('/')).hostname;

function releaseEvent(title: ScheduleTitle, releaseDate: string): ReleaseEvent {
  return { ...title, releaseDate, url: absoluteUrl(paths.game(title.gameId)) };
}

/** One month of the schedule's releases (an upstream 404 is a month without releases, as on the page). */
async function monthReleases(fetchSource: FetchSource, platform: string, yearMonth: string): Promise<ReleaseEvent[]> {
  try {
    const calendar = await fetchSource('scheduleTitleGroups', { platform, yearMonth });
    const monthPrefix = `${yearMonth.slice(0, 4)}-${yearMonth.slice(4)}-`;
    return calendar.titleGroups
      .filter((group) => group.releaseDate.startsWith(monthPrefix))
      .flatMap((group) => group.titles.map((title) => releaseEvent(title, group.releaseDate)));
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return [];
    throw error;
  }
}

/**
 * `/schedule/calendar/{platform}.ics`: the releases of the current month (Japan time) and the next
 * two for a platform of the schedule, `all-platforms` for all: three upstream calls, in parallel,
 * shared with concurrent requests for the same feed. Unknown platform: 404.
 */
export async function handleScheduleCalendarRequest(platformCode: string | null, deps: CalendarDeps): Promise<CalendarResponse> {
  const platform = platformCode === null ? undefined : findSchedulePlatform(platformCode);
  if (!platform) return plainText(404, CALENDAR_MESSAGES.unknownPlatform);
  const now = deps.now?.() ?? new Date();
  const months = feedMonths(now);
  // The copy's DTSTAMP, to the hour: stamped to the second, every copy differed, and a calendar
  // app's held ETag never matched (no 304) even while the releases stayed the same.
  const stampedAt = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const key = `${scheduleCalendarPath(platform.code)}?months=${months.join(',')}`;
  const platformLabel = platform.code === ALL_PLATFORMS ? 'すべての機種' : platform.nameJa;
  try {
    const body = await deps.coalesce(key, async () => {
      const perMonth = await Promise.all(months.map((yearMonth) => monthReleases(deps.fetchSource, platform.code, yearMonth)));
      return buildReleaseCalendar({
        name: `プレイノート 発売スケジュール（${platformLabel}）`,
        description: `プレイノートの発売スケジュール（${platformLabel}）。今月から3か月分のゲームの発売日です。`,
        events: perMonth.flat(),
        now: stampedAt,
        siteHost: siteHost(),
        isFeed: true,
      });
    });
    return calendarAnswer(body, deps.revalidateSeconds, `playnote-${platform.code}.ics`, 'inline');
  } catch (error) {
    return failureAnswer(error, key);
  }
}

/** A calendar's file name: a platform code in URL characters, then `.ics`. */
const CALENDAR_FILE = /^([A-Za-z0-9-]+)\.ics$/;

/** A platform code as it may appear in a URL (letters, digits, hyphens); anything else is never sent upstream. */
const PLATFORM_CODE = /^[A-Za-z0-9-]{1,40}$/;

/**
 * `/game/title/{gameId}/release/{platform}.ics`: one all-day event, the game's release on that
 * platform, with the same UID as in the schedule feeds. Unknown game, platform or date: 404.
 */
export async function handleGameReleaseCalendarRequest(gameId: string | null, platformCode: string | null, deps: CalendarDeps): Promise<CalendarResponse> {
  if (gameId === null || platformCode === null || !isUrlId(gameId) || !PLATFORM_CODE.test(platformCode)) {
    return plainText(404, CALENDAR_MESSAGES.unknownRelease);
  }
  const key = gameReleaseCalendarPath(gameId, platformCode);
  try {
    const game = await deps.fetchSource('gameTitleInformation', { gameId });
    const version = game.versions.find((candidate) => candidate.platform.code === platformCode && candidate.releaseDate !== null);
    if (!version?.releaseDate) return plainText(404, CALENDAR_MESSAGES.unknownRelease);
    const event: ReleaseEvent = {
      gameId: game.gameId,
      name: game.name,
      platform: version.platform,
      releaseDate: version.releaseDate,
      maker: game.maker,
      genre: game.genre,
      price: version.price,
      url: absoluteUrl(paths.game(game.gameId)),
    };
    const body = buildReleaseCalendar({
      name: `${game.name}（${version.platform.nameJa}）の発売日`,
      description: `プレイノート: ${game.name}の発売日`,
      events: [event],
      now: deps.now?.() ?? new Date(),
      siteHost: siteHost(),
      isFeed: false,
    });
    return calendarAnswer(body, deps.revalidateSeconds, `release-${game.gameId}-${version.platform.code}.ics`, 'attachment');
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return plainText(404, CALENDAR_MESSAGES.unknownRelease);
    return failureAnswer(error, key);
  }
}

/** The answer to a request for a calendar: the handler's for GET and HEAD, else a 405 without running it. */
export async function answerCalendarRequest(method: string | undefined, handler: () => Promise<CalendarResponse>): Promise<CalendarResponse> {
  if (method === 'GET' || method === 'HEAD') return handler();
  const answer = plainText(405, CALENDAR_MESSAGES.methodNotAllowed);
  answer.headers.Allow = 'GET, HEAD';
  return answer;
}

/** The platform code a calendar's file name (`{platform}.ics`) names, or null when the name is not one a calendar can have (→ the site's 404 page). */
export function platformOfCalendarFile(fileName: string | null): string | null {
  return CALENDAR_FILE.exec(fileName ?? '')?.[1] ?? null;
}
