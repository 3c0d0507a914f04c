/** @jest-environment node */
import { DEFAULT_REFRESH_INTERVAL_MS } from '@/lib/page-config/route-record';
import { handlePageRequest } from '@/lib/page-config/server-side-props';
import { LIVE_REFRESH_INTERVAL_MS } from '@/foundation/site/live-refresh';
import type { ArticlePageProps } from '@/lib/page-data/article';
import type { PageMeta } from '@/lib/page-config/types';
import { getDataset } from '@/mocks/data';
import { captureLogs, makeFetchSource, setupContentApi } from '../../support/content-api';

/** Issue 36: a live article's page data, refresh interval and Cache-Control. */
setupContentApi();
captureLogs();
const ROUTE = '/article/[publicationDate]/[articleId]/';
const dataset = getDataset();
const recordOf = (articleId: string) => dataset.articles.byId.get(articleId)!;

async function request(articleId: string, query: Record<string, string> = {}) {
  const record = recordOf(articleId);
  const headers: Record<string, string> = {};
  const params = { publicationDate: record.yearMonth, articleId: record.id };
  const result = await handlePageRequest(
    ROUTE,
    { params, query: { ...params, ...query }, res: { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) } as never, now: new Date(dataset.nowMs) },
    { fetchSource: makeFetchSource(), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false },
  );
  if (!('props' in result)) throw new Error(`no props: ${JSON.stringify(result)}`);
  return { props: result.props as unknown as ArticlePageProps & { pageMeta: PageMeta }, headers };
}

describe('a live article page (issue 36)', () => {
  it('while live: its coverage, a 30-s refresh and a 10-s shared-cache lifetime', async () => {
    const { props, headers } = await request(dataset.live.running!.articleId);
    const live = props.articleDetailData.live!;
    expect(live.state).toBe('live');
    expect(live.updates.length).toBeGreaterThan(10);
    expect(live.updates[0]?.isPinned).toBe(true);
    expect(props.pageMeta.refreshIntervalMs).toBe(LIVE_REFRESH_INTERVAL_MS);
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=10, stale-if-error=86400');
  });

  it('ended: back to the default interval and the article cache tier; ?order=oldest reads it oldest first', async () => {
    const endedId = dataset.live.ended!.articleId;
    const { props, headers } = await request(endedId);
    expect(props.articleDetailData.live?.state).toBe('ended');
    expect(props.pageMeta.refreshIntervalMs).toBe(DEFAULT_REFRESH_INTERVAL_MS);
    expect(headers['cache-control']).not.toMatch(/s-maxage=10,/);
    const oldest = await request(endedId, { order: 'oldest' });
    const times = oldest.props.articleDetailData.live!.updates.filter((u) => !u.isPinned).map((u) => Date.parse(u.postedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(oldest.props.pageMeta.queryValues).toEqual({ order: 'oldest' });
  });

  it('an ordinary article has no live part and keeps the route\'s interval', async () => {
    const ordinary = dataset.articles.all.find((record) => record.card.liveState === null && !record.card.redirectUrl)!;
    const { props } = await request(ordinary.id);
    expect(props.articleDetailData.live).toBeNull();
    expect(props.pageMeta.refreshIntervalMs).toBe(DEFAULT_REFRESH_INTERVAL_MS);
    expect('refreshIntervalOverrideMs' in props).toBe(false);
  });
});
