import { gameReleaseCalendarPath, scheduleCalendarPath } from '@/foundation/paths/calendar';
import { googleCalendarSubscribeUrl, webcalUrl } from '@/foundation/paths/calendar-subscription';

describe('release calendar addresses', () => {
  it.each([
    [scheduleCalendarPath('all-platforms'), '/schedule/calendar/all-platforms.ics'],
    [scheduleCalendarPath('ps5'), '/schedule/calendar/ps5.ics'],
    [gameReleaseCalendarPath('10001', 'switch2'), '/game/title/10001/release/switch2.ics'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it.each([
    ['https://www.playnote.example/schedule/calendar/ps5.ics', 'webcal://www.playnote.example/schedule/calendar/ps5.ics'],
    ['http://127.0.0.1:3000/schedule/calendar/ps5.ics', 'webcal://127.0.0.1:3000/schedule/calendar/ps5.ics'],
    ['HTTPS://example.com/a.ics', 'webcal://example.com/a.ics'],
    ['webcal://example.com/a.ics', 'webcal://example.com/a.ics'],
    ['/schedule/calendar/ps5.ics', '/schedule/calendar/ps5.ics'],
  ])('webcalUrl(%s) -> %s', (url, expected) => {
    expect(webcalUrl(url)).toBe(expected);
  });

  it('Google Calendar subscribes to the webcal address given as cid', () => {
    const url = new URL(googleCalendarSubscribeUrl('webcal://www.playnote.example/schedule/calendar/all-platforms.ics'));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/r');
    expect(url.searchParams.get('cid')).toBe('webcal://www.playnote.example/schedule/calendar/all-platforms.ics');
  });
});
