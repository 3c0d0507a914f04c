/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import type { FetchSource } from '@/api-clients/fetch-source';
import type { SourceName } from '@/api-clients/sources';
import {
  answerCalendarRequest,
  CALENDAR_CACHE_TIER,
  CALENDAR_CONTENT_TYPE,
  CALENDAR_MESSAGES,
  handleGameReleaseCalendarRequest,
  handleScheduleCalendarRequest,
  platformOfCalendarFile,
  type CalendarDeps,
} from '@/lib/api-handlers/calendar-feeds';
import { createCoalescer } from '@/lib/calendar/coalesce';
import { feedMonths } from '@/lib/calendar/feed-window';
import { cacheControlFor } from '@/lib/page-config/cache-control';
import { getDataset } from '@/mocks/data';
import { releaseCalendar } from '@/mocks/data/schedule';
import { captureLogs, dataMonth, dataNow, makeFetchSource, setupContentApi } from '../../support/content-api';
import { TEST_API_BASE_URL } from '../../setup/test-env';
import { parseEvents } from '../calendar/ical-test-helpers';

const server = setupContentApi();
captureLogs();
const dataset = getDataset();
const DATA_NOW = dataNow();
const REVALIDATE_SECONDS = 60;

/** Handler deps on the bundled content API that record every source call the handler makes. */
function calendarDeps(now = DATA_NOW) {
  const inner = makeFetchSource();
  const calls: { name: SourceName; params: Record<string, unknown> }[] = [];
  const fetchSource = ((name, params) => {
    calls.push({ name, params: params as Record<string, unknown> });
    return inner(name, params);
  }) as FetchSource;
  const deps: CalendarDeps = { fetchSource, coalesce: createCoalescer(), revalidateSeconds: REVALIDATE_SECONDS, now: () => now };
  return { deps, calls };
}

function okEvents(response: { status: number; body: string; headers: Record<string, string> }) {
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${response.body}`);
  expect(response.headers['Content-Type']).toBe(CALENDAR_CONTENT_TYPE);
  return parseEvents(response.body).events;
}

/** The data set's releases of a platform filter in the feed's three months, as `gameId-platform-YYYYMMDD`. */
function expectedReleases(platform: string): string[] {
  return feedMonths(DATA_NOW).flatMap((yearMonth) =>
    releaseCalendar(dataset.schedule, platform, yearMonth).titleGroups.flatMap((group) =>
      group.titles.map((title) => `${title.gameId}-${title.platform.code}-${group.releaseDate.replaceAll('-', '')}`),
    ),
  );
}

describe('schedule feed /schedule/calendar/{platform}.ics', () => {
  it.each(['ps5', 'switch2', 'all-platforms'])('%s: every release of the current month and the next two, one event each', async (platform) => {
    const events = okEvents(await handleScheduleCalendarRequest(platform, calendarDeps().deps));
    const expected = expectedReleases(platform);
    expect(expected.length).toBeGreaterThan(0);
    expect(events.map((event) => event.uid)).toEqual(expected.map((id) => `${id}@playnote.test`));
    for (const event of events) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.summary).toMatch(/（.+）発売$/);
      expect(event.component.getFirstPropertyValue('url')).toMatch(/^https:\/\/playnote\.test\/game\/title\/\d+\/page\/1\/$/);
      expect(event.description).toMatch(/価格: /);
    }
  });

  it('reads the schedule source three times, once per month, in parallel, and the UIDs are the same in the next copy', async () => {
    const { deps, calls } = calendarDeps();
    const first = okEvents(await handleScheduleCalendarRequest('ps5', deps));
    expect(calls).toEqual([dataMonth(0), dataMonth(1), dataMonth(2)].map(({ yearMonth }) => yearMonth).map((yearMonth) => ({ name: 'scheduleTitleGroups', params: { platform: 'ps5', yearMonth } })));
    const later = okEvents(await handleScheduleCalendarRequest('ps5', { ...deps, now: () => new Date(DATA_NOW.getTime() + 60_000) }));
    expect(later.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
  });

  it('the same releases within the hour are the same copy (one ETag, so a calendar app gets its 304); the next hour is stamped anew', async () => {
    const { deps } = calendarDeps();
    const at = (ms: number) => handleScheduleCalendarRequest('ps5', { ...deps, now: () => new Date(ms) });
    const hour = Math.floor(DATA_NOW.getTime() / 3_600_000) * 3_600_000;
    const first = await at(hour + 1_000);
    expect((await at(hour + 3_599_000)).body).toBe(first.body);
    const next = await at(hour + 3_600_000);
    expect(next.body).not.toBe(first.body);
    expect(next.body).toContain(`DTSTAMP:${new Date(hour + 3_600_000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  });

  it('concurrent requests for the same feed share one build: three upstream calls for five readers', async () => {
    const { deps, calls } = calendarDeps();
    const answers = await Promise.all(Array.from({ length: 5 }, () => handleScheduleCalendarRequest('all-platforms', deps)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(calls).toHaveLength(3);
  });

  it('a release on 2026-12-01 in Japan stays 20261201 when the request clock reads 2026-11-30T16:00Z (the feed starts at December)', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${TEST_API_BASE_URL}/api/schedule`, ({ request }) => {
        const yearMonth = new URL(request.url).searchParams.get('yearMonth') ?? '';
        asked.push(yearMonth);
        const title = { gameId: '777', name: '年末の大作', platform: { code: 'ps5', nameJa: 'PS5' }, maker: 'メーカー', genre: 'RPG', price: '8,580円', thumbnailUrl: null, isNewTitle: true };
        const titleGroups = yearMonth === '202612' ? [{ releaseDate: '2026-12-01', titles: [title] }] : [];
        return HttpResponse.json({ yearsList: ['2026'], monthsList: ['12'], isGameTitlesRelease: titleGroups.length > 0, titleGroups });
      }),
    );
    const response = await handleScheduleCalendarRequest('ps5', calendarDeps(new Date('2026-11-30T16:00:00Z')).deps);
    expect(asked.sort()).toEqual(['202612', '202701', '202702']);
    expect(response.body).toContain('\r\nDTSTART;VALUE=DATE:20261201\r\n');
    expect(okEvents(response).map((event) => [event.uid, event.startDate.toString()])).toEqual([['777-ps5-20261201@playnote.test', '2026-12-01']]);
  });

  it('is cached by a CDN like the schedule page', async () => {
    const response = await handleScheduleCalendarRequest('ps5', calendarDeps().deps);
    expect(CALENDAR_CACHE_TIER).toBe('list');
    expect(response.headers['Cache-Control']).toBe(cacheControlFor('list', REVALIDATE_SECONDS));
    expect(response.headers['Cache-Control']).toMatch(/^public, max-age=0, s-maxage=60, /);
  });

  it('a month the upstream does not know (404) is a month without releases', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/schedule`, () => HttpResponse.json({ error: 'not found' }, { status: 404 })));
    expect(okEvents(await handleScheduleCalendarRequest('ps5', calendarDeps().deps))).toEqual([]);
  });

  it.each([null, 'PS5', 'playstation', '../ps5', 'all'])('unknown platform %p: 404 with a Japanese message, nothing asked upstream', async (platform) => {
    const { deps, calls } = calendarDeps();
    const response = await handleScheduleCalendarRequest(platform, deps);
    expect(response).toMatchObject({ status: 404, body: `${CALENDAR_MESSAGES.unknownPlatform}\n` });
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(calls).toEqual([]);
  });

  it.each([
    [500, 502],
    [503, 502],
  ])('upstream %i: %i with a Japanese message and nothing of the upstream', async (upstreamStatus, status) => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/schedule`, () => HttpResponse.json({ error: 'db down at 10.0.0.5' }, { status: upstreamStatus })));
    const response = await handleScheduleCalendarRequest('all-platforms', calendarDeps().deps);
    expect(response.status).toBe(status);
    expect(response.body).toBe(`${CALENDAR_MESSAGES.upstreamFailed}\n`);
    expect(response.headers).toMatchObject({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  });

  it('an answer outside the contract is a 502 too', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/schedule`, () => HttpResponse.json({ titleGroups: 'nope' })));
    expect((await handleScheduleCalendarRequest('ps5', calendarDeps().deps)).status).toBe(502);
  });
});

describe('one release /game/title/{gameId}/release/{platform}.ics', () => {
  const game = dataset.games.find((candidate) => candidate.versions.length > 1 && candidate.versions.every((version) => version.releaseDate !== null))!;
  const undated = dataset.games.find((candidate) => candidate.versions.some((version) => version.releaseDate === null));

  it('is one all-day event on the version release day, with the UID the schedule feeds use', async () => {
    const version = game.versions[1]!;
    const response = await handleGameReleaseCalendarRequest(game.gameId, version.platform.code, calendarDeps().deps);
    const events = okEvents(response);
    expect(events).toHaveLength(1);
    expect(events[0]?.uid).toBe(`${game.gameId}-${version.platform.code}-${version.releaseDate!.replaceAll('-', '')}@playnote.test`);
    expect(events[0]?.startDate.toString()).toBe(version.releaseDate);
    expect(events[0]?.summary).toBe(`${game.name}（${version.platform.nameJa}）発売`);
    expect(response.headers['Content-Disposition']).toBe(`attachment; filename="release-${game.gameId}-${version.platform.code}.ics"`);
  });

  it.each([
    ['a game id that is not digits', 'abc', 'ps5'],
    ['an unknown game', '999999999', 'ps5'],
    ['a platform the game is not on', 'GAME', 'no-such-platform'],
    ['a platform code with other characters', 'GAME', 'ps5%00'],
  ])('%s: 404 with a Japanese message', async (_label, gameId, platform) => {
    const response = await handleGameReleaseCalendarRequest(gameId === 'GAME' ? game.gameId : gameId, platform, calendarDeps().deps);
    expect(response).toMatchObject({ status: 404, body: `${CALENDAR_MESSAGES.unknownRelease}\n` });
  });

  it('a version without a decided date has no calendar (404)', async () => {
    if (!undated) throw new Error('the data set has no undated version');
    const version = undated.versions.find((candidate) => candidate.releaseDate === null)!;
    expect((await handleGameReleaseCalendarRequest(undated.gameId, version.platform.code, calendarDeps().deps)).status).toBe(404);
  });

  it('upstream failure: 502, clean message', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/api/search/game`, () => HttpResponse.json({}, { status: 500 })));
    const response = await handleGameReleaseCalendarRequest(game.gameId, game.versions[0]!.platform.code, calendarDeps().deps);
    expect(response).toMatchObject({ status: 502, body: `${CALENDAR_MESSAGES.upstreamFailed}\n` });
  });
});

describe('calendar addresses', () => {
  it.each([
    ['all-platforms.ics', 'all-platforms'],
    ['ps5.ics', 'ps5'],
    ['Switch-2.ics', 'Switch-2'],
  ])('%s names the platform %s', (fileName, platform) => {
    expect(platformOfCalendarFile(fileName)).toBe(platform);
  });

  it.each(['ps5', 'ps5.ics.ics', '.ics', 'bad_x.ics', 'ps5.ical', 'ps5.ICS', null])('%s is no calendar file (the site\'s 404 page)', (fileName) => {
    expect(platformOfCalendarFile(fileName)).toBeNull();
  });

  it.each(['GET', 'HEAD'])('%s gets the handler\'s answer', async (method) => {
    const answer = { status: 200, body: 'BEGIN:VCALENDAR', headers: {} };
    expect(await answerCalendarRequest(method, async () => answer)).toBe(answer);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('%s is a 405 in Japanese with Allow: GET, HEAD, and the handler is not run', async (method) => {
    const handler = jest.fn();
    const answer = await answerCalendarRequest(method, handler);
    expect(answer).toMatchObject({ status: 405, body: `${CALENDAR_MESSAGES.methodNotAllowed}\n`, headers: { Allow: 'GET, HEAD' } });
    expect(handler).not.toHaveBeenCalled();
  });
});
