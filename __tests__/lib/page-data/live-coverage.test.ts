/** @jest-environment node */
import type { LiveCoverage } from '@/api-clients/schemas/article';
import { articleAdBreaks } from '@/ads/article-ad-placement';
import { formatLiveTime } from '@/foundation/format/live-time';
import { LIVE_REFRESH_INTERVAL_MS } from '@/foundation/site/live-refresh';
import { liveReadingBlocks } from '@/foundation/format/live-reading';
import { liveOrderOf, toLiveView } from '@/lib/page-data/live-coverage';

const paragraph = (text: string) => ({ type: 'STRING' as const, content: [{ type: 'STRING' as const, content: text }] });
const update = (id: string, postedAt: string, extra: Partial<LiveCoverage['updates'][number]> = {}) => ({
  id,
  postedAt,
  title: null,
  blocks: [paragraph(`${id}の本文`)],
  isKeyEvent: false,
  isPinned: false,
  ...extra,
});

const COVERAGE: LiveCoverage = {
  state: 'live',
  startedAt: '2026-12-04T19:00:00+09:00',
  endedAt: '2026-12-04T23:00:00+09:00',
  // Out of order on purpose: the site sorts.
  updates: [
    update('u2', '2026-12-04T19:08:00+09:00', { title: '『A』の発売日が決定', isKeyEvent: true }),
    update('u1', '2026-12-04T19:00:00+09:00', { title: '配信はこちら', isPinned: true }),
    update('u4', '2026-12-04T19:16:00+09:00', { isKeyEvent: true }),
    update('u3', '2026-12-04T19:12:00+09:00', { title: 'サプライズ発表：『B』', isKeyEvent: true }),
  ],
};

describe('toLiveView (issue 36)', () => {
  it('shows the pinned update on top, then the others newest first', () => {
    expect(toLiveView(COVERAGE, undefined, 'ARTICLE_DETAIL').updates.map((u) => u.id)).toEqual(['u1', 'u4', 'u3', 'u2']);
  });

  it('lists the key events with a title, newest first, linking to their update anchors', () => {
    expect(toLiveView(COVERAGE, undefined, 'ARTICLE_DETAIL').keyEvents).toEqual([
      { anchor: 'update-u3', title: 'サプライズ発表：『B』', postedAt: '2026-12-04T19:12:00+09:00' },
      { anchor: 'update-u2', title: '『A』の発売日が決定', postedAt: '2026-12-04T19:08:00+09:00' },
    ]);
  });

  it('says when it was last updated and hands the browser the ids newest first', () => {
    const view = toLiveView(COVERAGE, undefined, 'ARTICLE_DETAIL');
    expect(view.lastUpdatedAt).toBe('2026-12-04T19:16:00+09:00');
    expect(view.updateIds).toEqual(['u4', 'u3', 'u2', 'u1']);
    expect(toLiveView({ ...COVERAGE, updates: [] }, undefined, 'ARTICLE_DETAIL').lastUpdatedAt).toBe(COVERAGE.startedAt);
  });

  it('an ended event shows oldest first on request (?order=oldest); a running one always newest first', () => {
    const ended = { ...COVERAGE, state: 'ended' as const };
    expect(toLiveView(ended, 'oldest', 'ARTICLE_DETAIL').updates.map((u) => u.id)).toEqual(['u1', 'u2', 'u3', 'u4']);
    expect(toLiveView(ended, undefined, 'ARTICLE_DETAIL').order).toBe('newest');
    expect(liveOrderOf('live', 'oldest')).toBe('newest');
    expect(liveOrderOf('ended', ['oldest', 'oldest'])).toBe('newest');
  });

  it('polls every 30 s while live', () => expect(LIVE_REFRESH_INTERVAL_MS).toBe(30_000));
});

describe('in-body ads between updates (issue 36: the ad rule treats an update as one block)', () => {
  it('each update reads as one paragraph of its whole text, title included', () => {
    const blocks = liveReadingBlocks([{ title: '見出し', blocks: [paragraph('一段落目'), paragraph('二段落目')] }]);
    expect(blocks).toEqual([{ type: 'STRING', content: '見出し\n一段落目\n二段落目' }]);
  });

  it('a slot can only fall between two updates, never inside one', () => {
    const long = (n: number) => update(`l${n}`, '2026-12-04T19:00:00+09:00', { title: `見出し${n}`, blocks: [paragraph('あ'.repeat(400)), paragraph('い'.repeat(400))] });
    const updates = Array.from({ length: 12 }, (_, n) => long(n));
    const breaks = articleAdBreaks(liveReadingBlocks(updates));
    expect(breaks.length).toBeGreaterThan(0);
    for (const index of breaks) expect(Number.isInteger(index) && index > 0 && index < updates.length).toBe(true);
  });
});

describe('formatLiveTime (issue 36: HH:MM in Japan time, with the date when not today)', () => {
  it.each([
    ['2026-12-04T20:56:00+09:00', '2026-12-04T23:59:00+09:00', '20:56'],
    ['2026-12-04T11:56:00Z', '2026-12-04T14:00:00Z', '20:56'],
    ['2026-12-04T20:56:00+09:00', '2026-12-04T15:00:00Z', '12月4日 20:56'],
    ['2026-12-03T23:59:00+09:00', '2026-12-04T00:01:00+09:00', '12月3日 23:59'],
    ['2026-12-04T00:05:00+09:00', '2026-12-03T15:30:00Z', '00:05'],
  ])('%s seen at %s reads %s', (postedAt, now, expected) => {
    expect(formatLiveTime(postedAt, now)).toBe(expected);
  });
});
