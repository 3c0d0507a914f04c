/** @jest-environment node */
import { allDayStart, buildReleaseCalendar, CALENDAR_TIME_ZONE, releaseDescription, releaseSummary, releaseUid, type ReleaseEvent } from '@/lib/calendar/release-ical';
import { expectWholeUtf8Lines, parseEvents, rawLines } from './ical-test-helpers';

const HOST = 'playnote.test';
const NOW = new Date('2026-11-20T03:00:00Z');

function release(overrides: Partial<ReleaseEvent> = {}): ReleaseEvent {
  return {
    gameId: '1234',
    name: 'ドラゴンの冒険',
    platform: { code: 'ps5', nameJa: 'PS5' },
    releaseDate: '2026-12-01',
    maker: 'プレイノートゲームス',
    genre: 'RPG',
    price: '8,580円（税込）',
    url: 'https://playnote.test/game/title/1234/page/1/',
    ...overrides,
  };
}

const build = (events: ReleaseEvent[], now = NOW) =>
  buildReleaseCalendar({ name: 'プレイノート 発売スケジュール（PS5）', description: '説明', events, now, siteHost: HOST, isFeed: true });

describe('release calendar document (RFC 5545, read back by ical.js)', () => {
  it('has VERSION 2.0, a PRODID, CALSCALE GREGORIAN, METHOD PUBLISH and the Japanese name and time zone', () => {
    const { calendar } = parseEvents(build([release()]));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Playnote//Release Schedule//JA');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('プレイノート 発売スケジュール（PS5）');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(CALENDAR_TIME_ZONE);
  });

  it('writes each release as an all-day event: DTSTART;VALUE=DATE, DTEND the next day, DTSTAMP in UTC, summary, URL, description', () => {
    const text = build([release({ releaseDate: '2026-12-31' })]);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\n');
    expect(text).toContain('\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261120T030000Z\r\n');
    const [event] = parseEvents(text).events;
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe('2026-12-31');
    expect(event?.endDate.toString()).toBe('2027-01-01');
    expect(event?.summary).toBe('ドラゴンの冒険（PS5）発売');
    expect(event?.description).toBe(releaseDescription(release({ releaseDate: '2026-12-31' })));
    expect(event?.component.getFirstPropertyValue('url')).toBe('https://playnote.test/game/title/1234/page/1/');
    expect(event?.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  });

  it('gives a release the same UID in every copy (game, platform, day @ site host), whatever the clock', () => {
    const first = parseEvents(build([release(), release({ platform: { code: 'switch2', nameJa: 'Switch2' } })], NOW)).events;
    const second = parseEvents(build([release(), release({ platform: { code: 'switch2', nameJa: 'Switch2' } })], new Date('2026-11-21T00:00:00Z'))).events;
    expect(first.map((event) => event.uid)).toEqual(['1234-ps5-20261201@playnote.test', '1234-switch2-20261201@playnote.test']);
    expect(second.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
  });

  it.each([
    ['comma', 'A, B'],
    ['semicolon', 'A; B'],
    ['backslash', 'C:\\games\\save'],
    ['newline', '一行目\n二行目'],
    ['all of them', '『ゲーム』, 限定版; パック\\特典\r\n付き'],
  ])('escapes a %s in the text and ical.js reads the same text back', (_label, name) => {
    const text = build([release({ name, maker: name })]);
    const [event] = parseEvents(text).events;
    expect(event?.summary).toBe(releaseSummary({ name: name.replace(/\r\n/g, '\n'), platform: { code: 'ps5', nameJa: 'PS5' } }));
    expect(event?.description).toContain(`メーカー: ${name.replace(/\r\n/g, '\n')}`);
  });

  it('ends every line with CRLF, folds at 75 octets and never splits a UTF-8 character', () => {
    const longName = 'とても長いゲームのタイトル'.repeat(12);
    const text = build([release({ name: longName, genre: 'アクションアドベンチャー🎮'.repeat(8) })]);
    for (const line of rawLines(text)) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\r\n]/);
    }
    expectWholeUtf8Lines(text);
    expect(rawLines(text).filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    expect(parseEvents(text).events[0]?.summary).toBe(`${longName}（PS5）発売`);
  });

  it('folds a long Japanese title with escaped characters at 75 octets and ical.js reads the same title back', () => {
    const longName = '『超・次元　ドラゴンクエストな冒険』, 限定版; \\特典付き、デジタルデラックスエディション'.repeat(3);
    const text = build([release({ name: longName })]);
    const summaryLines = text.slice(text.indexOf('\r\nSUMMARY:') + 2).split('\r\n');
    const folded = summaryLines.slice(0, summaryLines.findIndex((line, index) => index > 0 && !line.startsWith(' ')));
    expect(folded.length).toBeGreaterThan(3);
    expect(folded.join('\r\n')).toContain('\\, 限定版\\; \\\\特典');
    expectWholeUtf8Lines(text);
    expect(parseEvents(text).events[0]?.summary).toBe(`${longName}（PS5）発売`);
  });

  it('writes text with the escapes of RFC 5545 3.3.11 (\\, \\; \\\\ \\n), not just text a lenient parser accepts', () => {
    const text = build([release({ name: 'A, B; C\\D\nE' })]);
    expect(text).toContain('\r\nSUMMARY:A\\, B\\; C\\\\D\\nE（PS5）発売\r\n');
  });

  it('drops control characters (other than line breaks and tabs) from every text value', () => {
    const text = build([release({ name: 'ドラゴン\u0000の\u0007冒険\u001b\tDX', maker: 'メーカー\u007f' })]);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    const [event] = parseEvents(text).events;
    expect(event?.summary).toBe('ドラゴンの冒険\tDX（PS5）発売');
    expect(event?.description).toContain('メーカー: メーカー\n');
  });

  it('escapes the calendar name and description too (a game name is part of a release file name) and puts X-WR-TIMEZONE before the events', () => {
    const name = '『ゲーム』, 限定版; パック\\特典\n付き の発売日';
    const text = buildReleaseCalendar({ name, description: 'A, B', events: [release()], now: NOW, siteHost: HOST, isFeed: false });
    expect(text.replace(/\r\n /g, '')).toContain('\r\nX-WR-CALNAME:『ゲーム』\\, 限定版\\; パック\\\\特典\\n付き の発売日\r\n');
    const { calendar } = parseEvents(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(name);
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe('A, B');
    // RFC 5545 3.4: icalbody = calprops component (every calendar property before the first component).
    const lines = rawLines(text);
    expect(lines.indexOf(`X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`)).toBeGreaterThan(0);
    expect(lines.indexOf(`X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`)).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.slice(lines.lastIndexOf('END:VEVENT') + 1)).toEqual(['END:VCALENDAR']);
    expect(text).not.toMatch(/BEGIN:VTIMEZONE|TZID/);
  });

  it('a feed tells subscribed apps to refresh every 6 hours (REFRESH-INTERVAL and X-PUBLISHED-TTL)', () => {
    const lines = rawLines(build([release()]));
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    expect(lines).toContain('X-PUBLISHED-TTL:PT6H');
  });

  it('leaves out a release whose date is not YYYY-MM-DD', () => {
    expect(parseEvents(build([release({ releaseDate: '2026-13-01' }), release({ releaseDate: '未定' }), release()])).events).toHaveLength(1);
  });

  it('a one-event file to import has no METHOD and no refresh interval', () => {
    const text = buildReleaseCalendar({ name: 'x', description: 'y', events: [release()], now: NOW, siteHost: HOST, isFeed: false });
    expect(text).not.toMatch(/METHOD:|REFRESH-INTERVAL/);
    expect(parseEvents(text).events).toHaveLength(1);
  });
});

describe('allDayStart: a Japanese calendar day as ical-generator writes it', () => {
  it.each([
    ['2026-12-01', '2026-12-01T00:00:00.000Z'],
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
    ['2026-02-29', null],
    ['2026-12-1', null],
    ['20261201', null],
  ])('%s -> %s', (input, expected) => {
    expect(allDayStart(input)?.toISOString() ?? null).toBe(expected);
  });
});

describe('releaseUid', () => {
  it.each([
    [{ gameId: '1', platform: { code: 'ps5' }, releaseDate: '2026-12-01' }, '1-ps5-20261201@playnote.test'],
    [{ gameId: '42', platform: { code: 'pc-game' }, releaseDate: '2027-01-15' }, '42-pc-game-20270115@playnote.test'],
  ])('%j -> %s', (event, expected) => {
    expect(releaseUid(event as Pick<ReleaseEvent, 'gameId' | 'platform' | 'releaseDate'>, HOST)).toBe(expected);
  });
});
