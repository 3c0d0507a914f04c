import ical, { escape, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';

/** How often a subscribed calendar app should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_SECONDS = 6 * 60 * 60;
/** The time zone the release dates are written in (X-WR-TIMEZONE): Japanese release days. */
export const CALENDAR_TIME_ZONE = 'Asia/Tokyo';

const DAY_MS = 86_400_000;
const VERSION_LINE = 'VERSION:2.0\r\n';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One release: a game on one platform on a day of the Japanese calendar. */
export interface ReleaseEvent {
  gameId: string;
  name: string;
  platform: { code: string; nameJa: string };
  /** `YYYY-MM-DD`, a day in Japan (the schedule's dates carry no time). */
  releaseDate: string;
  maker: string;
  genre: string;
  price: string;
  /** Absolute URL of the game's page. */
  url: string;
}

export interface ReleaseCalendarInput {
  /** X-WR-CALNAME, in Japanese. */
  name: string;
  description: string;
  events: readonly ReleaseEvent[];
  /** DTSTAMP of every event: when this copy was written. */
  now: Date;
  /** The site's host, the right-hand side of every UID. */
  siteHost: string;
  /** PUBLISH for a subscription feed; none for a one-event file to import. */
  isFeed: boolean;
}

/**
 * A release's UID: the same game, platform and day give the same UID in every copy of every feed,
 * so a calendar app updates an event instead of adding it twice.
 */
export function releaseUid(event: Pick<ReleaseEvent, 'gameId' | 'platform' | 'releaseDate'>, siteHost: string): string {
  return `${event.gameId}-${event.platform.code}-${event.releaseDate.replaceAll('-', '')}@${siteHost}`;
}

/**
 * The all-day start of a Japanese calendar day as ical-generator writes it: a Date at UTC midnight
 * of that day, written without a time zone as `VALUE=DATE` (its UTC parts). The server's own time
 * zone plays no part. Null for a date that is not `YYYY-MM-DD`.
 */
export function allDayStart(isoDate: string): Date | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(isoDate) ? date : null;
}

/**
 * Control characters other than the line breaks the escaping writes as `\n` have no place in a
 * TEXT value (RFC 5545 3.3.11 allows HTAB only); an upstream title carrying one must not
 * break a reader's calendar.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function calendarText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

/** DESCRIPTION: the facts a reader wants in the calendar entry, one per line, then the page. */
export function releaseDescription(event: ReleaseEvent): string {
  return calendarText([`機種: ${event.platform.nameJa}`, `メーカー: ${event.maker}`, `ジャンル: ${event.genre}`, `価格: ${event.price}`, event.url].join('\n'));
}

/** SUMMARY: the title and the platform. */
export function releaseSummary(event: Pick<ReleaseEvent, 'name' | 'platform'>): string {
  return calendarText(`${event.name}（${event.platform.nameJa}）発売`);
}

/**
 * An iCalendar document (RFC 5545) of releases, written by ical-generator: CRLF lines folded at
 * 75 octets without splitting a character, escaped text, all-day events (DTEND the next day),
 * shown as free time. Events with a date that is not `YYYY-MM-DD` are left out. All-day dates
 * are floating (no TZID, so no VTIMEZONE): X-WR-TIMEZONE only tells calendar apps whose days they are.
 */
export function buildReleaseCalendar({ name, description, events, now, siteHost, isFeed }: ReleaseCalendarInput): string {
  const calendar = ical({
    prodId: { company: 'Playnote', product: 'Release Schedule', language: 'JA' },
    // ical-generator writes the calendar's NAME, X-WR-CALNAME and X-WR-CALDESC as given (events' text it escapes).
    name: escape(calendarText(name), false),
    description: escape(calendarText(description), false),
    scale: 'gregorian',
    method: isFeed ? ICalCalendarMethod.PUBLISH : null,
    ttl: isFeed ? CALENDAR_REFRESH_SECONDS : null,
  });
  for (const event of events) {
    const start = allDayStart(event.releaseDate);
    if (!start) continue;
    calendar.createEvent({
      id: releaseUid(event, siteHost),
      start,
      end: new Date(start.getTime() + DAY_MS),
      allDay: true,
      stamp: now,
      summary: releaseSummary(event),
      description: releaseDescription(event),
      url: event.url,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // Calendar properties come before the components (RFC 5545 3.4: icalbody = calprops component);
  // ical-generator writes X- properties after the events, so this one goes in after VERSION.
  // RFC 5545 ends every content line, the last one too, with CRLF; ical-generator leaves the last bare.
  return `${calendar.toString().replace(VERSION_LINE, `${VERSION_LINE}X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}\r\n`)}\r\n`;
}
