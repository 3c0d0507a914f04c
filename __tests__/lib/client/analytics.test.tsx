import { render, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { ANALYTICS_ID_META, readAnalyticsIds } from '@/lib/client/analytics-ids';
import { ANALYTICS_INIT_SCRIPT, AnalyticsScripts } from '@/lib/client/analytics-scripts';
import {
  isUntrackedPath,
  MOVIE_BANNER_EVENTS,
  PAGE_VIEW_EVENT,
  pageViewPath,
  reportMovieBannerEvent,
  reportPageView,
  usePageViews,
  type PageViewRouter,
} from '@/lib/client/analytics';

type Handler = (url: string, options?: { shallow?: boolean }) => void;

/** A router whose events the test fires, as next/router does after each navigation. */
function fakeRouter(asPath: string) {
  const handlers = new Set<Handler>();
  const router: PageViewRouter = {
    asPath,
    events: {
      on: (_event, handler) => handlers.add(handler),
      off: (_event, handler) => handlers.delete(handler),
    },
  };
  return {
    router,
    listeners: () => handlers.size,
    complete(url: string, options: { shallow: boolean } = { shallow: false }) {
      router.asPath = url;
      handlers.forEach((handler) => handler(url, options));
    },
  };
}

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };
const win = window as AnalyticsWindow;

function pageViews() {
  return (win.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === PAGE_VIEW_EVENT) as Array<{ page_path: string; page_location: string }>;
}

function Probe({ router }: { router: PageViewRouter }) {
  usePageViews(router);
  return null;
}

beforeEach(() => {
  delete win.dataLayer;
  delete win.gtag;
});

describe('editors’ previews are not reported', () => {
  it('a preview URL (with its signed token) never reaches the data layer', () => {
    const before = (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0;
    reportPageView('/preview/article/123/?token=abc.def', { firstLoad: true });
    expect((window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0).toBe(before);
    expect(isUntrackedPath('/preview/special/tgs2026/')).toBe(true);
    expect(isUntrackedPath('/article/202611/1/')).toBe(false);
  });
});

describe('usePageViews', () => {
  it('counts the first load once', () => {
    const { router } = fakeRouter('/article/202607/1/');
    render(<Probe router={router} />);
    expect(pageViews()).toEqual([{ event: 'page_view', page_path: '/article/202607/1/', page_location: 'http://localhost/article/202607/1/' }]);
  });

  it.each([0, 1, 5])('N = %i navigations count N + 1 page views', (navigations) => {
    const fake = fakeRouter('/');
    render(<Probe router={fake.router} />);
    for (let n = 1; n <= navigations; n += 1) fake.complete(`/article/202607/${n}/`);
    expect(pageViews()).toHaveLength(navigations + 1);
    expect(pageViews().map((view) => view.page_path)).toEqual(['/', ...Array.from({ length: navigations }, (_, i) => `/article/202607/${i + 1}/`)]);
  });

  it('does not double count under StrictMode double effects', () => {
    const fake = fakeRouter('/');
    render(
      <StrictMode>
        <Probe router={fake.router} />
      </StrictMode>,
    );
    expect(pageViews()).toHaveLength(1);
    expect(fake.listeners()).toBe(1);
    fake.complete('/ranking/article/');
    fake.complete('/');
    expect(pageViews()).toHaveLength(3);
  });

  it('a new router object on each render (as useRouter gives) neither recounts nor doubles listeners', () => {
    const fake = fakeRouter('/');
    const { rerender } = render(<Probe router={fake.router} />);
    rerender(<Probe router={{ ...fake.router }} />);
    rerender(<Probe router={{ ...fake.router }} />);
    expect(pageViews()).toHaveLength(1);
    expect(fake.listeners()).toBe(1);
  });

  it('does not count shallow route changes; reports paths without the #fragment', () => {
    const fake = fakeRouter('/search/?q=a#results');
    render(<Probe router={fake.router} />);
    fake.complete('/search/?q=b', { shallow: true });
    fake.complete('/schedule/#2026-07');
    expect(pageViews().map((view) => view.page_path)).toEqual(['/search/?q=a', '/schedule/']);
  });

  it('stops listening when unmounted', () => {
    const fake = fakeRouter('/');
    const { unmount } = render(<Probe router={fake.router} />);
    unmount();
    fake.complete('/ranking/article/');
    expect(pageViews()).toHaveLength(1);
    expect(fake.listeners()).toBe(0);
  });

  it('with GA4 configured (gtag defined) also sends gtag page_view for navigations, not for the first load', () => {
    const gtag = jest.fn();
    win.gtag = gtag;
    const fake = fakeRouter('/');
    render(<Probe router={fake.router} />);
    expect(gtag).not.toHaveBeenCalled();
    fake.complete('/category/news/page/1/');
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', { page_path: '/category/news/page/1/', page_location: 'http://localhost/category/news/page/1/' });
  });
});

describe('pageViewPath', () => {
  it.each([
    ['/', '/'],
    ['/search/?q=ゲーム', '/search/?q=ゲーム'],
    ['/schedule/#2026-07', '/schedule/'],
  ])('%s → %s', (url, path) => {
    expect(pageViewPath(url)).toBe(path);
  });
});

describe('reportMovieBannerEvent', () => {
  it.each(MOVIE_BANNER_EVENTS)('%s goes to the dataLayer, and to gtag when GA4 is configured', (event) => {
    reportMovieBannerEvent(event, { bannerId: 'b1' });
    expect(win.dataLayer).toEqual([{ event, bannerId: 'b1' }]);
    const gtag = jest.fn();
    win.gtag = gtag;
    reportMovieBannerEvent(event);
    expect(gtag).toHaveBeenCalledWith('event', event, {});
  });
});

describe('AnalyticsScripts', () => {
  it('renders nothing and requests no script when no id is configured', () => {
    const { container } = render(<AnalyticsScripts />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the site’s own init script with the ids, never an inline snippet (decision 030)', async () => {
    render(<AnalyticsScripts gaId="G-TEST123" gtmId="GTM-TEST123" />);
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${ANALYTICS_INIT_SCRIPT}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(script.dataset).toMatchObject({ gaId: 'G-TEST123', gtmId: 'GTM-TEST123' });
    expect(Array.from(document.scripts).filter((element) => !element.src && element.text.trim() !== '')).toEqual([]);
  });
});

describe('readAnalyticsIds: the ids the server wrote into the page', () => {
  afterEach(() => document.head.querySelectorAll('meta').forEach((meta) => meta.remove()));

  const meta = (name: string, content: string) => document.head.insertAdjacentHTML('beforeend', `<meta name="${name}" content="${content}">`);

  it('reads both ids', () => {
    meta(ANALYTICS_ID_META.gaId, 'G-ABC123');
    meta(ANALYTICS_ID_META.gtmId, 'GTM-XYZ9');
    expect(readAnalyticsIds(document)).toEqual({ gaId: 'G-ABC123', gtmId: 'GTM-XYZ9' });
  });

  it.each([
    ['absent', null],
    ['malformed', 'G-abc"onload'],
    ['of the other kind', 'GTM-XYZ9'],
  ])('an id that is %s is undefined', (_name, value) => {
    if (value) meta(ANALYTICS_ID_META.gaId, value);
    expect(readAnalyticsIds(document).gaId).toBeUndefined();
  });
});

describe('public/analytics-init.js: what the @next/third-parties snippets did', () => {
  const source = readFileSync(path.join(__dirname, '../../../public/analytics-init.js'), 'utf8');

  /** Runs the file as the browser would, as the current script of an element with these attributes. */
  function runInit(attributes: Record<string, string>) {
    const element = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => element });
    try {
      new Function(source)();
    } finally {
      delete (document as { currentScript?: unknown }).currentScript;
    }
  }

  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete (window as { __playnoteAnalyticsStarted?: boolean }).__playnoteAnalyticsStarted;
  });

  const loaded = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.src);

  it('GTM: the gtm.start event, then gtm.js for the container', () => {
    runInit({ 'data-gtm-id': 'GTM-TEST123' });
    expect(win.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(loaded()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    expect(win.gtag).toBeUndefined();
  });

  it('GA4: gtag() queues its arguments, js and config first, then gtag/js; later page views go through it', () => {
    runInit({ 'data-ga-id': 'G-TEST123' });
    const queued = (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued).toEqual([['js', expect.any(Date)], ['config', 'G-TEST123']]);
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe('[object Arguments]');
    expect(loaded()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    reportPageView('/search/?q=a', { firstLoad: false });
    expect(Array.from(win.dataLayer?.at(-1) as ArrayLike<unknown>)).toEqual(['event', PAGE_VIEW_EVENT, expect.objectContaining({ page_path: '/search/?q=a' })]);
  });

  it('both, once: a second run (another page view) adds nothing', () => {
    runInit({ 'data-ga-id': 'G-TEST123', 'data-gtm-id': 'GTM-TEST123' });
    runInit({ 'data-ga-id': 'G-TEST123', 'data-gtm-id': 'GTM-TEST123' });
    expect(loaded()).toHaveLength(2);
    expect(win.dataLayer).toHaveLength(3);
  });

  it('ids of another shape load nothing', () => {
    runInit({ 'data-ga-id': 'G-x"><script>', 'data-gtm-id': 'javascript:alert(1)' });
    expect(loaded()).toEqual([]);
  });
});
