/** @jest-environment node */
import { articleDetailSchema } from '@/api-clients/schemas/article';
import { createDataset, MOCK_NOW, type Dataset } from '@/mocks/data';
import { buildArticleDetail } from '@/mocks/data/article-body';

const NOW_MS = Date.parse(MOCK_NOW);

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
function windowState({ startAt, endAt }: Window): 'active' | 'expired' | 'future' | 'invalid' {
  const start = startAt === null ? NaN : Date.parse(startAt);
  const end = endAt === null ? null : Date.parse(endAt);
  if (Number.isNaN(start) || (end !== null && (Number.isNaN(end) || end < start))) return 'invalid';
  if (start > NOW_MS) return 'future';
  return end === null || NOW_MS <= end ? 'active' : 'expired';
}

describe('createDataset', () => {
  const first = createDataset({ articleCount: 800 });

  it('is deterministic: two builds with the same seed are equal, bodies included', () => {
    const second = createDataset({ articleCount: 800 });
    expect(snapshot(second)).toBe(snapshot(first));
    for (const record of first.articles.all.slice(0, 40)) {
      const again = second.articles.byId.get(record.id)!;
      expect(buildArticleDetail(second, again)).toEqual(buildArticleDetail(first, record));
    }
  });

  it('changes with the seed', () => {
    expect(snapshot(createDataset({ articleCount: 800, seed: 7 }))).not.toBe(snapshot(first));
  });

  it('builds parseable article bodies of one to three pages', () => {
    for (const record of first.articles.all.slice(0, 200)) {
      const detail = articleDetailSchema.parse(buildArticleDetail(first, record));
      expect(detail.content.length).toBeGreaterThanOrEqual(1);
      expect(detail.content.length).toBeLessThanOrEqual(3);
      expect(detail.content.map((page) => page.page_no)).toEqual(detail.content.map((_, i) => i + 1));
    }
  });

  it('keeps every timestamp at or before MOCK_NOW, with +09:00 offsets', () => {
    for (const record of first.articles.all) {
      expect(record.card.publishedAt).toMatch(/\+09:00$/);
      expect(Date.parse(record.card.publishedAt)).toBeLessThanOrEqual(NOW_MS);
    }
    expect(first.articles.all[0]!.card.publishedAt.startsWith('2026-11')).toBe(true);
    expect(first.articles.all.at(-1)!.card.publishedAt.startsWith('2019-01')).toBe(true);
  });

  it('scales to ARTICLE_COUNT=100000 with unique ids, newest first', () => {
    const started = performance.now();
    const large = createDataset({ articleCount: 100_000 });
    const ms = performance.now() - started;
    expect(large.articles.all).toHaveLength(100_000);
    expect(large.articles.byId.size).toBe(100_000);
    for (let i = 1; i < large.articles.all.length; i += 997) {
      expect(large.articles.all[i - 1]!.publishedMs).toBeGreaterThanOrEqual(large.articles.all[i]!.publishedMs);
    }
    expect(ms).toBeLessThan(15_000);
  }, 60_000);

  it('mixes active, expired, future, open-ended and invalid display windows', () => {
    const windows: Window[] = [
      ...first.ads.campaigns,
      ...Object.values(first.ads.banners).flat(),
      ...first.ads.featureBanners.data,
      ...first.ads.logoJacks.data,
    ];
    const states = new Set(windows.map(windowState));
    expect([...states].sort()).toEqual(['active', 'expired', 'future', 'invalid']);
    expect(windows.some((w) => w.endAt === null && windowState(w) === 'active')).toBe(true);
    for (const list of [first.ads.campaigns, first.ads.logoJacks.data, ...Object.values(first.ads.banners)]) {
      expect(list.some((w) => windowState(w) === 'active')).toBe(true);
    }
  });
});
