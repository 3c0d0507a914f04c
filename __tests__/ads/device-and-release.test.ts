/** @jest-environment node */
import { DISPLAY_DEVICE_CODE, isForDevice } from '@/ads/device';
import { isReleased } from '@/ads/release-window';
import { FUTURE, LONG_AGO, NOW, PAST, YESTERDAY } from './fixtures';

describe('displayDevices codes (page-data-shapes.md: "1" PC, "2" SP)', () => {
  it.each([
    [['1'], 'PC', true],
    [['1'], 'SP', false],
    [['2'], 'SP', true],
    [['2'], 'PC', false],
    [['1', '2'], 'PC', true],
    [['1', '2'], 'SP', true],
    [[], 'PC', false],
  ] as const)('%j on %s → %s', (codes, device, shown) => {
    expect(isForDevice(codes, device)).toBe(shown);
  });

  it('PC is "1", SP is "2"', () => {
    expect(DISPLAY_DEVICE_CODE).toEqual({ PC: '1', SP: '2' });
  });
});

describe('isReleased: release windows with optional ends (spec §4 display window, open end allowed)', () => {
  it.each([
    ['no start, no end: always released', null, null, true],
    ['started, open end', PAST, null, true],
    ['started, ends later', PAST, FUTURE, true],
    ['starts later', FUTURE, null, false],
    ['ended', LONG_AGO, YESTERDAY, false],
    ['no start, ends later', null, FUTURE, true],
    ['no start, ended', null, YESTERDAY, false],
    ['start exactly now (inclusive)', NOW.toISOString(), null, true],
    ['invalid start', 'soon', null, false],
    ['empty start', '', null, false],
    ['invalid end', PAST, 'later', false],
    ['end before start', FUTURE, PAST, false],
  ])('%s → %s (spec §4)', (_name, start, end, released) => {
    expect(isReleased(start, end, NOW)).toBe(released);
  });
});
