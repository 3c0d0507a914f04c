import { FEED_MONTH_COUNT, feedMonths } from '@/lib/calendar/feed-window';

describe(`feedMonths: the current month in Japan time and the next ${FEED_MONTH_COUNT - 1}`, () => {
  it.each([
    ['2026-11-20T03:00:00Z', ['202611', '202612', '202701']],
    ['2026-11-30T14:59:59Z', ['202611', '202612', '202701']],
    ['2026-11-30T15:00:00Z', ['202612', '202701', '202702']],
    ['2026-11-30T16:00:00Z', ['202612', '202701', '202702']],
    ['2199-11-15T00:00:00Z', ['219911', '219912']],
  ])('at %s -> %j', (now, expected) => {
    expect(feedMonths(new Date(now))).toEqual(expected);
  });
});

describe('createCoalescer', () => {
  it('shares one run among concurrent callers of a key and runs again once it settled', async () => {
    const { createCoalescer } = await import('@/lib/calendar/coalesce');
    const coalesce = createCoalescer();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return runs;
    };
    expect(await Promise.all([coalesce('a', work), coalesce('a', work), coalesce('b', work)])).toEqual([2, 2, 2]);
    expect(runs).toBe(2);
    await coalesce('a', work);
    expect(runs).toBe(3);
  });
});
