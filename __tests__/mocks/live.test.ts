/** @jest-environment node */
import { articleCardSchema } from '@/api-clients/schemas/common';
import { articleDetailSchema } from '@/api-clients/schemas/article';
import { createDataset, getDataset } from '@/mocks/data';
import { buildArticleDetail } from '@/mocks/data/article-body';
import { ENDED_EVENT, LIVE_EVENT, liveClockMs, liveCoverageAt } from '@/mocks/data/live';
import { HOUR_MS, MINUTE_MS } from '@/mocks/data/time';

/** Issue 36: the bundled content API serves a running live event around its "now" and an ended one. */
const NOW_MS = getDataset().nowMs;

describe('live coverage in the bundled data', () => {
  const dataset = createDataset({ articleCount: 800, nowMs: NOW_MS });
  const { running, ended } = dataset.live;

  it('has a running event that began before "now" and ends after it, and an ended one days before', () => {
    expect(running).not.toBeNull();
    expect(ended).not.toBeNull();
    expect(running!.startedMs).toBeLessThan(NOW_MS - HOUR_MS / 2);
    expect(running!.endsMs).toBe(NOW_MS + LIVE_EVENT.endsAfterNowMs);
    expect(ended!.endsMs).toBeLessThan(NOW_MS - ENDED_EVENT.daysBefore.min * 24 * HOUR_MS + ENDED_EVENT.lastsMs);
    expect(running!.articleId).not.toBe(ended!.articleId);
  });

  it('their cards carry the live state; every other card none', () => {
    const states = dataset.articles.all.map((record) => record.card.liveState);
    expect(states.filter((state) => state === 'live')).toHaveLength(1);
    expect(states.filter((state) => state === 'ended')).toHaveLength(1);
    expect(dataset.articles.byId.get(running!.articleId)?.card.title).toMatch(/^【ライブ】.*随時更新/);
  });

  it('the running article validates against the contract with its updates up to the live clock, newest last posted', () => {
    const record = dataset.articles.byId.get(running!.articleId)!;
    const detail = articleDetailSchema.parse(buildArticleDetail(dataset, record));
    expect(detail.live?.state).toBe('live');
    const updates = detail.live!.updates;
    const expected = Math.floor((liveClockMs(dataset.nowMs, dataset.createdAtMs) - running!.startedMs) / LIVE_EVENT.updateEveryMs) + 1;
    expect(updates).toHaveLength(expected);
    expect(updates[0]).toMatchObject({ isPinned: true, title: '配信はこちら' });
    expect(updates.filter((update) => update.isKeyEvent).length).toBeGreaterThanOrEqual(5);
    expect(new Set(updates.map((update) => update.id)).size).toBe(updates.length);
    expect(detail.updatedAt).toBe(updates.at(-1)!.postedAt);
    expect(detail.content).toHaveLength(1);
  });

  it('updates appear over time: the API clock a few minutes on answers more, then the state ends at its end', () => {
    const now = liveCoverageAt(running!, NOW_MS, dataset.seed, dataset.images);
    const later = liveCoverageAt(running!, NOW_MS + 3 * LIVE_EVENT.updateEveryMs, dataset.seed, dataset.images);
    expect(later.updates.length - now.updates.length).toBe(3);
    expect(later.updates.slice(0, now.updates.length)).toEqual(now.updates);
    const after = liveCoverageAt(running!, running!.endsMs + MINUTE_MS, dataset.seed, dataset.images);
    expect(after.state).toBe('ended');
    expect(liveCoverageAt(running!, running!.endsMs - 1, dataset.seed, dataset.images).state).toBe('live');
  });

  it('is deterministic for a given "now" and clock', () => {
    const again = createDataset({ articleCount: 800, nowMs: NOW_MS });
    expect(again.live.running?.articleId).toBe(running!.articleId);
    expect(liveCoverageAt(again.live.running!, NOW_MS, again.seed, again.images)).toEqual(liveCoverageAt(running!, NOW_MS, dataset.seed, dataset.images));
  });

  it('the live clock runs from the data set\'s "now" as real time passes', () => {
    expect(liveClockMs(1_000, 50, 50)).toBe(1_000);
    expect(liveClockMs(1_000, 50, 5_050)).toBe(6_000);
    expect(liveClockMs(1_000, 50, 0)).toBe(1_000);
  });

  it('the ended article has every update of its window, state ended', () => {
    const detail = articleDetailSchema.parse(buildArticleDetail(dataset, dataset.articles.byId.get(ended!.articleId)!));
    expect(detail.live).toMatchObject({ state: 'ended' });
    expect(detail.live!.updates).toHaveLength(Math.floor(ENDED_EVENT.lastsMs / ENDED_EVENT.updateEveryMs) + 1);
  });
});

describe('the live contract keeps the old payloads (issue 36)', () => {
  it('an article without `live` parses, as an ordinary article (live null)', () => {
    const dataset = getDataset();
    const record = dataset.articles.all.find((candidate) => candidate.card.liveState === null)!;
    const oldPayload: Record<string, unknown> = { ...buildArticleDetail(dataset, record) };
    delete oldPayload.live;
    expect(articleDetailSchema.parse(oldPayload).live).toBeNull();
  });

  it('a card without `liveState` parses with none', () => {
    const oldCard: Record<string, unknown> = { ...getDataset().articles.all[0]!.card };
    delete oldCard.liveState;
    expect(articleCardSchema.parse(oldCard).liveState).toBeNull();
  });

  it('an update takes defaults for its optional parts and refuses a bad id or state', () => {
    const update = { id: 'u1', postedAt: '2026-12-04T20:00:00+09:00', blocks: [] };
    const live = { state: 'live', startedAt: '2026-12-04T19:00:00+09:00', updates: [update] };
    const record = getDataset().articles.all[0]!;
    const payload = { ...buildArticleDetail(getDataset(), record), live };
    expect(articleDetailSchema.parse(payload).live).toEqual({
      state: 'live',
      startedAt: live.startedAt,
      endedAt: null,
      updates: [{ ...update, title: null, isKeyEvent: false, isPinned: false }],
    });
    expect(articleDetailSchema.safeParse({ ...payload, live: { ...live, state: 'paused' } }).success).toBe(false);
    expect(articleDetailSchema.safeParse({ ...payload, live: { ...live, updates: [{ ...update, id: 'bad id"' }] } }).success).toBe(false);
  });
});
