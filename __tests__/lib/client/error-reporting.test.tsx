import { renderHook } from '@testing-library/react';
import { BROWSER_REPORT_LIMITS, BROWSER_REPORT_MAX_BYTES, type BrowserErrorReport } from '@/foundation/site/browser-reports';
import {
  createPageViewReporter,
  MAX_REPORTS_PER_PAGE_VIEW,
  reportBody,
  reportOfErrorEvent,
  reportOfRejection,
  useErrorReporting,
} from '@/lib/client/error-reporting';

const report = (message: string, line = 1): BrowserErrorReport => ({ kind: 'error', message, source: '/app.js', line, page: '/' });

describe('one page view\'s error reports', () => {
  it('sends each distinct error once (message, script and line)', () => {
    const send = jest.fn();
    const reportOnce = createPageViewReporter(send);
    reportOnce(report('a'));
    reportOnce(report('a'));
    reportOnce(report('a', 2));
    reportOnce({ ...report('a'), stack: 'another stack' });
    expect(send.mock.calls.map(([sent]) => [sent.message, sent.line])).toEqual([
      ['a', 1],
      ['a', 2],
    ]);
  });

  it(`sends at most ${MAX_REPORTS_PER_PAGE_VIEW} reports`, () => {
    const send = jest.fn();
    const reportOnce = createPageViewReporter(send);
    for (let index = 0; index < 20; index += 1) reportOnce(report(`error ${index}`));
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('a send that throws is swallowed and not retried', () => {
    const send = jest.fn(() => {
      throw new Error('network down');
    });
    const reportOnce = createPageViewReporter(send);
    expect(() => reportOnce(report('a'))).not.toThrow();
    reportOnce(report('a'));
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('what a report carries', () => {
  it('an error event: the error\'s message, script, position and stack, bounded', () => {
    const error = new Error('x'.repeat(5_000));
    const event = new ErrorEvent('error', { message: 'Uncaught Error: xxx', filename: 'https://playnote.test/app.js', lineno: 3, colno: 9, error });
    const built = reportOfErrorEvent(event, '/news/');
    expect(built).toMatchObject({ kind: 'error', source: 'https://playnote.test/app.js', line: 3, column: 9, page: '/news/' });
    expect(built.message).toHaveLength(BROWSER_REPORT_LIMITS.message);
    expect((built.stack ?? '').length).toBeLessThanOrEqual(BROWSER_REPORT_LIMITS.stack);
  });

  it('a cross-origin "Script error." without details; a rejection with a value that is not an Error', () => {
    expect(reportOfErrorEvent(new ErrorEvent('error', { message: 'Script error.' }), '/')).toEqual(
      expect.objectContaining({ message: 'Script error.', line: undefined, source: undefined }),
    );
    const unprintable = { toString: () => { throw new Error('no'); } };
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: unprintable });
    expect(reportOfRejection(rejection, '/')).toEqual({ kind: 'unhandledrejection', message: 'unprintable value', stack: undefined, page: '/' });
  });

  it('a body within 8 KB: the stack is left out when it is what makes the body too large', () => {
    const large = { ...report('ゲ'.repeat(1_000)), stack: 'ゲ'.repeat(4_000) };
    const body = reportBody(large);
    expect(body?.size).toBeLessThanOrEqual(BROWSER_REPORT_MAX_BYTES);
    expect(reportBody(report('small'))?.type).toBe('application/json');
  });
});

describe('useErrorReporting', () => {
  // jest's jsdom turns an error event that no page listener hears into a test failure.
  const listening = () => undefined;
  beforeEach(() => window.addEventListener('error', listening));
  afterEach(() => window.removeEventListener('error', listening));

  function throwInWindow(message: string) {
    window.dispatchEvent(new ErrorEvent('error', { message, filename: '/app.js', lineno: 1, error: new Error(message) }));
  }

  it('reports window errors and unhandled rejections once per page view; a new route key is a new page view', () => {
    const send = jest.fn();
    const { rerender, unmount } = renderHook(({ routeKey }) => useErrorReporting(routeKey, send), { initialProps: { routeKey: '/' } });
    throwInWindow('boom');
    throwInWindow('boom');
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('nope') });
    window.dispatchEvent(rejection);
    expect(send.mock.calls.map(([sent]) => [sent.kind, sent.message])).toEqual([
      ['error', 'boom'],
      ['unhandledrejection', 'nope'],
    ]);
    rerender({ routeKey: '/news/' });
    throwInWindow('boom');
    expect(send).toHaveBeenCalledTimes(3);
    unmount();
    throwInWindow('after unmount');
    expect(send).toHaveBeenCalledTimes(3);
  });
});
