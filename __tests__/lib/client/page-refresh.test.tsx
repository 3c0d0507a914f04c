import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SWRConfig } from 'swr';
import { useState } from 'react';
import { mergeRefreshedProps, pagePropsUrl, type RefreshedProps } from '@/lib/client/page-refresh';
import { usePageRefreshPolling } from '@/lib/client/page-refresh-poller';
import { DEFAULT_REFRESH_INTERVAL_MS } from '@/lib/page-config/route-record';
import type { PageMeta } from '@/lib/page-config/types';

const meta: PageMeta = {
  routePath: '/article/[publicationDate]/[articleId]/',
  routeParams: { publicationDate: '202607', articleId: '123' },
  queryValues: { page: '2' },
  adPageType: 'ARTICLE_DETAIL',
  refreshIntervalMs: DEFAULT_REFRESH_INTERVAL_MS,
  adDevice: 'PC',
  renderedAt: '2026-07-30T01:00:00.000Z',
};

let requests: URL[] = [];
let headline = '更新後の見出し';
const server = setupServer(
  http.get('*/api/pages/page-props-data/', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ headline, pageMeta: meta });
  }),
);

function Probe({ initial }: { initial: { headline: string; other: string } }) {
  // As _app and the client services put them together.
  const [refreshed, setRefreshed] = useState<RefreshedProps | null>(null);
  usePageRefreshPolling(pagePropsUrl(meta), meta.refreshIntervalMs, setRefreshed);
  const props = mergeRefreshedProps({ ...initial, pageMeta: meta }, meta, refreshed);
  return (
    <p>
      {props.headline}/{props.other}
    </p>
  );
}

function renderProbe() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Probe initial={{ headline: '最初の見出し', other: 'そのまま' }} />
    </SWRConfig>,
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
  headline = '更新後の見出し';
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('client refresh (spec §4, §7)', () => {
  it('asks the page-props endpoint with routePath and the route params', () => {
    const url = new URL(pagePropsUrl(meta), 'http://site.test');
    expect(url.pathname).toBe('/api/pages/page-props-data/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      routePath: '/article/[publicationDate]/[articleId]/',
      publicationDate: '202607',
      articleId: '123',
      page: '2',
    });
  });

  it('does not fetch on mount, focus or reconnect: polling only', async () => {
    renderProbe();
    await advance(1_000);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await advance(DEFAULT_REFRESH_INTERVAL_MS - 5_000);
    expect(requests).toHaveLength(0);
    expect(screen.getByText('最初の見出し/そのまま')).toBeInTheDocument();
  });

  it('polls every 300000 ms by default and merges the answer into the page props', async () => {
    expect(DEFAULT_REFRESH_INTERVAL_MS).toBe(300_000);
    renderProbe();
    await advance(DEFAULT_REFRESH_INTERVAL_MS + 10);
    expect(requests).toHaveLength(1);
    expect(await screen.findByText('更新後の見出し/そのまま')).toBeInTheDocument();

    headline = '二度目の見出し';
    await advance(DEFAULT_REFRESH_INTERVAL_MS);
    expect(requests).toHaveLength(2);
    expect(await screen.findByText('二度目の見出し/そのまま')).toBeInTheDocument();
  });

  it('keeps the rendered props when the endpoint fails', async () => {
    server.use(http.get('*/api/pages/page-props-data/', () => HttpResponse.json({ error: 'upstream_error' }, { status: 502 })));
    renderProbe();
    await advance(DEFAULT_REFRESH_INTERVAL_MS + 10);
    expect(screen.getByText('最初の見出し/そのまま')).toBeInTheDocument();
  });

  it('never merges an answer for another page view (a navigation away)', () => {
    const other = { url: pagePropsUrl({ ...meta, routeParams: { publicationDate: '202607', articleId: '124' } }), data: { headline: '別の記事' } };
    expect(mergeRefreshedProps({ headline: '最初の見出し' }, meta, other)).toEqual({ headline: '最初の見出し' });
    expect(mergeRefreshedProps({ headline: '最初の見出し' }, meta, { url: pagePropsUrl(meta), data: { headline: '更新' } })).toEqual({ headline: '更新' });
  });
});
