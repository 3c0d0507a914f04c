/** @jest-environment node */
import { createRateLimiter, REPORTS_PER_MINUTE } from '@/lib/api-handlers/logging/rate-limiter';

describe('reports per client address (60 a minute, then 429)', () => {
  it('allows 60 reports a minute and refuses the 61st with the seconds left in the window', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ now: () => now });
    expect(REPORTS_PER_MINUTE).toBe(60);
    for (let report = 1; report <= 60; report += 1) expect(limiter.take('198.51.100.1')).toEqual({ allowed: true });
    now += 15_000;
    expect(limiter.take('198.51.100.1')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another address has its own window.
    expect(limiter.take('198.51.100.2')).toEqual({ allowed: true });
  });

  it('counts several reports at once (a Reporting API batch): 59 then 2 is over 60', () => {
    const limiter = createRateLimiter({ now: () => 0 });
    expect(limiter.take('a', 59)).toEqual({ allowed: true });
    expect(limiter.take('a', 2).allowed).toBe(false);
  });

  it('opens a new window a minute after the first report of the last one', () => {
    let now = 0;
    const limiter = createRateLimiter({ now: () => now, limit: 2 });
    limiter.take('a');
    limiter.take('a');
    now = 59_999;
    expect(limiter.take('a').allowed).toBe(false);
    now = 60_000;
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('remembers at most maxClients addresses (bounded memory): the least recent is forgotten', () => {
    const limiter = createRateLimiter({ limit: 1, maxClients: 2 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.take('c').allowed).toBe(false);
    expect(limiter.take('a').allowed).toBe(true);
  });
});
