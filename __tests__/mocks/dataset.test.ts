/** @jest-environment node */
import { articleDetailSchema } from '@/api-clients/schemas/article';
import { createDataset, getDataset, type Dataset } from '@/mocks/data';
import { buildArticleDetail } from '@/mocks/data/article-body';
import { resolveMockNow } from '@/mocks/data/time';

const NOW_MS = getDataset().nowMs;

/** Everything a build hands out, except lazily built bodies (compared separately). */
function snapshot(dataset: Dataset): string {
  return JSON.stringify({
    cards: dataset.articles.all.map((r) => [r.card, r.authorIds, r.gameIds, r.imageCount, r.isR18, r.isDisplayAd, r.isToc]),
    authors: dataset.authors,
    games: dataset.games.map((g) => [g.card, g.versions.map((v) => [v.releaseDate, v.price, v.janCode]), g.titleGroupId]),
    reviews: [...dataset.reviewsByGame],
    videos: [...dataset.videosByGame],
    matome: [...dataset.matome.values()].map((m) => [m.detail, m.articles.map((r) => r.id)]),
    topics: dataset.topics,
    schedule: [...dataset.schedule.byMonth],
    rankings: dataset.rankings,
    ads: { ...dataset.ads, pc: [...dataset.ads.pc], sp: [...dataset.ads.sp], amp: [...dataset.ads.amp] },
    site: dataset.site,
    history: dataset.history.map((r) => r.article),
    archive: dataset.archiveSummary,
  });
}

type Window = { startAt: string | null; endAt: string | null };

/** Spec §4 display-window rule, evaluated at the data set's fixed now. */
function windowState({ startAt, endAt }: Window, nowMs = NOW_MS): 'active' | 'expired' | 'future' | 'invalid' {
  const start = startAt === null ? NaN : Date.parse(startAt);
  const end = endAt === null ? null : Date.parse(endAt);
  if (Number.isNaN(start) || (end !== null && (Number.isNaN(end) || end < start))) return 'invalid';
  if (start > nowMs) return 'future';
  return end === null || nowMs <= end ? 'active' : 'expired';
}

describe('createDataset', () => {
  const first = createDataset({ articleCount: 800, nowMs: getDataset().nowMs });

  it('is deterministic: two builds with the same seed are equal, bodies included', () => {
    const second = createDataset({ articleCount: 800, nowMs: getDataset().nowMs });
    expect(snapshot(second)).toBe(snapshot(first));
    for (const record of first.articles.all.slice(0, 40)) {
      const again = second.articles.byId.get(record.id)!;
      expect(buildArticleDetail(second, again)).toEqual(buildArticleDetail(first, record));
    }
  });

  it('changes with the seed', () => {
    expect(snapshot(createDataset({ articleCount: 800, seed: 7, nowMs: getDataset().nowMs }))).not.toBe(snapshot(first));
  });

  it('builds parseable article bodies of one to three pages', () => {
    for (const record of first.articles.all.slice(0, 200)) {
      const detail = articleDetailSchema.parse(buildArticleDetail(first, record));
      expect(detail.content.length).toBeGreaterThanOrEqual(1);
      expect(detail.content.length).toBeLessThanOrEqual(3);
      expect(detail.content.map((page) => page.page_no)).toEqual(detail.content.map((_, i) => i + 1));
    }
  });

  it('keeps every timestamp at or before its "now", with +09:00 offsets: the newest 10 minutes old, the oldest from January seven years back', () => {
    for (const record of first.articles.all) {
      expect(record.card.publishedAt).toMatch(/\+09:00$/);
      expect(Date.parse(record.card.publishedAt)).toBeLessThanOrEqual(NOW_MS);
    }
    expect(first.nowMs).toBe(NOW_MS);
    const newestMs = Date.parse(first.articles.all[0]!.card.publishedAt);
    expect(newestMs).toBeLessThanOrEqual(NOW_MS - 10 * 60_000);
    expect(newestMs).toBeGreaterThan(NOW_MS - 11 * 60_000);
    // A news site's day: the newest 40 stories went up within the last 24 hours.
    expect(Date.parse(first.articles.all[39]!.card.publishedAt)).toBeGreaterThan(NOW_MS - 24 * 3_600_000);
    expect(first.articles.all.at(-1)!.card.publishedAt.slice(0, 7)).toBe(`${Number(first.now.slice(0, 4)) - 7}-01`);
  });

  it('never runs a headline twice: a repeat is the story\'s later report, 第N報・ placed after a bracket, a stop or a particle, never inside a name', () => {
    const titles = getDataset().articles.all.map((record) => record.card.title);
    expect(new Set(titles).size).toBe(titles.length);
    const reports = titles.filter((title) => /第\d+報・/.test(title));
    expect(reports.length).toBeGreaterThan(0);
    for (const title of reports) expect(title).toMatch(/[』】」。、のがをはに]第\d+報・/);
  });

  // How fast it builds is the benchmark's to measure, not a timed unit test's (it ran 15-21 s here
  // with jest's two workers on two cores).
  it('scales to ARTICLE_COUNT=100000 with unique ids, newest first', () => {
    const large = createDataset({ articleCount: 100_000, nowMs: getDataset().nowMs });
    expect(large.articles.all).toHaveLength(100_000);
    expect(large.articles.byId.size).toBe(100_000);
    for (let i = 1; i < large.articles.all.length; i += 997) {
      expect(large.articles.all[i - 1]!.publishedMs).toBeGreaterThanOrEqual(large.articles.all[i]!.publishedMs);
    }
  }, 120_000);

  it('mixes active, expired, future, open-ended and invalid display windows', () => {
    const windows: Window[] = [
      ...first.ads.campaigns,
      ...Object.values(first.ads.banners).flat(),
      ...first.ads.featureBanners.data,
      ...first.ads.logoJacks.data,
    ];
    const states = new Set(windows.map((w) => windowState(w)));
    expect([...states].sort()).toEqual(['active', 'expired', 'future', 'invalid']);
    expect(windows.some((w) => w.endAt === null && windowState(w) === 'active')).toBe(true);
    for (const list of [first.ads.campaigns, first.ads.logoJacks.data, ...Object.values(first.ads.banners)]) {
      expect(list.some((w) => windowState(w) === 'active')).toBe(true);
    }
  });
});

describe('the data\'s "now" (MOCK_NOW, or the time the content API starts)', () => {
  const HOUR_MS = 3_600_000;

  it('is the real time floored to the hour when MOCK_NOW is unset or blank, so a restart within the hour answers the same', () => {
    const real = Date.parse('2026-12-02T02:15:05.123Z');
    expect(resolveMockNow(undefined, real)).toBe(Date.parse('2026-12-02T02:00:00Z'));
    expect(resolveMockNow('  ', real + 40 * 60_000)).toBe(Date.parse('2026-12-02T02:00:00Z'));
    expect(resolveMockNow(undefined, real + HOUR_MS)).toBe(Date.parse('2026-12-02T03:00:00Z'));
  });

  it.each([
    ['2026-11-20T12:00:00+09:00', '2026-11-20T03:00:00.000Z'],
    ['2027-01-01T00:30+09:00', '2026-12-31T15:30:00.000Z'],
    ['2030-02-28T23:59:59.5-05:30', '2030-03-01T05:29:59.500Z'],
    ['2026-12-06T14:50:00Z', '2026-12-06T14:50:00.000Z'],
  ])('a pinned MOCK_NOW=%s is that instant (%s)', (pinned, instant) => {
    expect(new Date(resolveMockNow(pinned, 0)).toISOString()).toBe(instant);
  });

  it.each(['2026-11-20', '2026-11-20T12:00:00', '2026-02-30T00:00:00+09:00', '2026-11-20T25:00:00Z', 'tomorrow', '1999-12-31T12:00:00Z', '2191-01-01T00:00:00Z'])(
    'a MOCK_NOW of %j is refused with a message naming the setting and the expected form',
    (pinned) => {
      expect(() => resolveMockNow(pinned, 0)).toThrow(/^MOCK_NOW must be an ISO date-time with an offset in the years 2001-2190, such as 2026-11-20T12:00:00\+09:00; got "/);
    },
  );

  it('places everything dated from it: for two "now"s years apart, today\'s stories, upcoming releases, this month\'s schedule, this week\'s issue, live campaigns and the older archive', () => {
    const a = createDataset({ articleCount: 800, nowMs: Date.parse('2026-11-20T12:00:00+09:00') });
    const b = createDataset({ articleCount: 800, nowMs: Date.parse('2030-02-28T23:50:00+09:00') });
    for (const [dataset, jstDate] of [[a, '2026-11-20'], [b, '2030-02-28']] as const) {
      expect(dataset.now.slice(0, 10)).toBe(jstDate);
      expect(Date.parse(dataset.articles.all[0]!.card.publishedAt)).toBe(dataset.nowMs - 10 * 60_000);
      const upcoming = dataset.site.pickUpGames.map((game) => game.releaseDate ?? '');
      expect(upcoming.length).toBeGreaterThan(0);
      expect(upcoming.every((date) => date >= jstDate)).toBe(true);
      expect(dataset.schedule.byMonth.get(jstDate.slice(0, 7).replace('-', ''))?.length).toBeGreaterThan(0);
      expect(Date.parse(dataset.site.weeklyPart.issue.publishedAt)).toBeLessThanOrEqual(dataset.nowMs);
      expect(Date.parse(dataset.site.weeklyPart.issue.publishedAt)).toBeGreaterThan(dataset.nowMs - 7 * 24 * HOUR_MS);
      expect(dataset.history[0]!.article.publishedAt < dataset.articles.all.at(-1)!.card.publishedAt).toBe(true);
      expect(dataset.ads.campaigns.some((campaign) => windowState(campaign, dataset.nowMs) === 'active')).toBe(true);
    }
  });
});
