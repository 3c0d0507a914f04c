import { render } from '@testing-library/react';
import {
  isScrollRestoreExempt,
  RESTORING_ATTRIBUTE,
  restoreScrollPosition,
  saveScrollPosition,
  SCROLL_RESTORE_DISABLED_FLAG,
  SCROLL_RESTORE_EXEMPT_PREFIXES,
  useScrollRestoration,
  type ScrollEnvironment,
} from '@/lib/client/scroll-restoration';

function memoryEnvironment(scrollY = 0) {
  const store = new Map<string, string>();
  const scrolledTo: number[] = [];
  const env: ScrollEnvironment & { y: number } = {
    y: scrollY,
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    scrollY: () => env.y,
    scrollTo: (y) => void scrolledTo.push(y),
  };
  return { env, store, scrolledTo };
}

describe('scroll position (spec §2)', () => {
  it('is saved per page and restored on return', () => {
    const { env, scrolledTo } = memoryEnvironment(1234);
    saveScrollPosition(env, '/category/news/page/2/');
    env.y = 0;
    restoreScrollPosition(env, '/category/news/page/2/');
    expect(scrolledTo).toEqual([1234]);
  });

  it('a page never saved starts at the top', () => {
    const { env, scrolledTo } = memoryEnvironment();
    restoreScrollPosition(env, '/article/202607/1/');
    expect(scrolledTo).toEqual([0]);
  });

  it('resets to the top when the session flag disabling restore is set', () => {
    const { env, store, scrolledTo } = memoryEnvironment(900);
    saveScrollPosition(env, '/');
    store.set(SCROLL_RESTORE_DISABLED_FLAG, '1');
    restoreScrollPosition(env, '/');
    expect(scrolledTo).toEqual([0]);
  });

  it.each(SCROLL_RESTORE_EXEMPT_PREFIXES.map((prefix) => [prefix]))('resets to the top for the exempt path %s', (prefix) => {
    const { env, scrolledTo } = memoryEnvironment(700);
    const url = `${prefix}?q=test`;
    expect(isScrollRestoreExempt(url)).toBe(true);
    saveScrollPosition(env, url);
    restoreScrollPosition(env, url);
    expect(scrolledTo).toEqual([0]);
  });

  it('the hash does not split a page into separate positions', () => {
    const { env, scrolledTo } = memoryEnvironment(321);
    saveScrollPosition(env, '/article/202607/1/#heading-1-2');
    restoreScrollPosition(env, '/article/202607/1/');
    expect(scrolledTo).toEqual([321]);
  });

  it('a storage failure never throws', () => {
    const env: ScrollEnvironment = {
      storage: { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); } },
      scrollY: () => 10,
      scrollTo: jest.fn(),
    };
    expect(() => saveScrollPosition(env, '/')).not.toThrow();
    expect(() => restoreScrollPosition(env, '/')).not.toThrow();
    expect(env.scrollTo).toHaveBeenCalledWith(0);
  });
});

describe('useScrollRestoration with the router', () => {
  function fakeRouter(asPath: string) {
    const handlers = new Map<string, Set<(url: string) => void>>();
    let popCallback: (state?: { as?: unknown }) => boolean = () => true;
    return {
      asPath,
      events: {
        on: (event: string, handler: (url: string) => void) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event))!.add(handler),
        off: (event: string, handler: (url: string) => void) => void handlers.get(event)?.delete(handler),
      },
      beforePopState: (callback: (state?: { as?: unknown }) => boolean) => void (popCallback = callback),
      emit(event: string, url: string) {
        handlers.get(event)?.forEach((handler) => handler(url));
      },
      pop: (state?: { as?: unknown }) => popCallback(state),
    };
  }

  function Harness({ router }: { router: ReturnType<typeof fakeRouter> }) {
    useScrollRestoration(router);
    return null;
  }

  beforeEach(() => window.sessionStorage.clear());

  it('saves on route change and restores only when returning with back/forward', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = fakeRouter('/category/news/page/1/');
    render(<Harness router={router} />);
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    router.emit('routeChangeStart', '/article/202607/1/');
    // Next's useRouter() object is a snapshot: its asPath stays the first page's (the real-browser bug).
    router.emit('routeChangeComplete', '/article/202607/1/');
    expect(scrollTo).not.toHaveBeenCalled(); // a new page: Next scrolls to the top itself

    router.pop();
    router.emit('routeChangeStart', '/category/news/page/1/');
    router.emit('routeChangeComplete', '/category/news/page/1/');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 800);
    // Leaving the article saved its own position, not the category's.
    expect(window.sessionStorage.getItem('playnote:scroll:/category/news/page/1/')).toBe('800');
    expect(window.sessionStorage.getItem('playnote:scroll:/article/202607/1/')).toBe('800');
    scrollTo.mockRestore();
  });

  it('renders every deferred block while it restores, and lets them be skipped again once the reader is there (decision 031)', () => {
    let restoringDuringScroll: boolean[] = [];
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {
      restoringDuringScroll.push(document.documentElement.hasAttribute(RESTORING_ATTRIBUTE));
    });
    const observers: ResizeObserverCallback[] = [];
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    };
    const router = fakeRouter('/');
    render(<Harness router={router} />);
    Object.defineProperty(window, 'scrollY', { value: 2500, configurable: true });
    router.emit('routeChangeStart', '/article/202607/1/');
    router.emit('routeChangeComplete', '/article/202607/1/');
    router.pop();
    router.emit('routeChangeStart', '/');
    restoringDuringScroll = [];
    router.emit('routeChangeComplete', '/');
    expect(restoringDuringScroll).toEqual([true]);
    expect(document.documentElement.hasAttribute(RESTORING_ATTRIBUTE)).toBe(true);
    // The page grew and the position is reached: the restore ends and the blocks may be skipped.
    observers.at(-1)!([], {} as ResizeObserver);
    expect(document.documentElement.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false);
    scrollTo.mockRestore();
    delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it.each([
    ['Back from the image viewer’s entry to its page (decision 021): refused', '/article/202607/1/', [], '/article/202607/1/', false],
    ['the same, the page shown at a heading: refused', '/article/202607/1/', [['hashChangeComplete', '/article/202607/1/#heading-1-2']], '/article/202607/1/#heading-1-2', false],
    ['Back from a heading to the top of the page: routed (Next scrolls it)', '/article/202607/1/', [['hashChangeComplete', '/article/202607/1/#heading-1-2']], '/article/202607/1/', true],
    ['Back to another page: routed', '/article/202607/1/', [], '/category/news/page/1/', true],
    ['Back to the page the reader came from: routed', '/category/news/page/1/', [['routeChangeComplete', '/article/202607/1/']], '/category/news/page/1/', true],
    ['a pop without an address: routed', '/article/202607/1/', [], undefined, true],
  ])('%s', (_name, first, events, as, routed) => {
    const router = fakeRouter(first);
    render(<Harness router={router} />);
    for (const [event, url] of events as [string, string][]) router.emit(event, url);
    expect(router.pop(as === undefined ? undefined : { as })).toBe(routed);
  });
});
