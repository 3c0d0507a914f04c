import ICAL from 'ical.js';

// ical.js reads calendar-level NAME (RFC 7986) and X-WR-CALNAME/X-WR-CALDESC as unknown values,
// leaving escapes in; calendar apps (Apple, Google) read them as TEXT, and so does the test.
for (const name of ['name', 'x-wr-calname', 'x-wr-caldesc']) {
  ICAL.design.icalendar.property[name] = { defaultType: 'text' };
}

/** The VEVENTs of an iCalendar text as ical.js (an independent parser) reads them. */
export function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

/** The raw content lines between CRLFs (the text must end with CRLF; the last empty piece is dropped). */
export function rawLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

/** Every raw line's bytes decode as whole UTF-8 (a fold never splits a character). */
export function expectWholeUtf8Lines(text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  for (let index = 0; index < bytes.length - 1; index += 1) {
    if (bytes[index] === 0x0d && bytes[index + 1] === 0x0a) {
      const line = bytes.subarray(start, index);
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(line)).not.toThrow();
      start = index + 2;
    }
  }
  expect(start).toBe(bytes.length);
}
