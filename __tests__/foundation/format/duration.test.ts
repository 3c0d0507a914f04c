/** @jest-environment node */
import { durationDateTime, formatDuration } from '@/foundation/format/duration';

// One format for every video length (the game page said 62:05 where the top page said 1:02:05).
describe('video length', () => {
  it.each([
    [0, '0:00', 'PT0M0S'],
    [5, '0:05', 'PT0M5S'],
    [59, '0:59', 'PT0M59S'],
    [60, '1:00', 'PT1M0S'],
    [65, '1:05', 'PT1M5S'],
    [1500, '25:00', 'PT25M0S'],
    [3599, '59:59', 'PT59M59S'],
    [3600, '1:00:00', 'PT1H0M0S'],
    [3725, '1:02:05', 'PT1H2M5S'],
    [65.9, '1:05', 'PT1M5S'],
    [-3, '0:00', 'PT0M0S'],
  ])('%d s → %s (%s)', (seconds, text, dateTime) => {
    expect(formatDuration(seconds)).toBe(text);
    expect(durationDateTime(seconds)).toBe(dateTime);
  });
});
