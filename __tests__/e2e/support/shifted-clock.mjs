// Test-only preload (NODE_OPTIONS=--import …): sets this process's clock to PLAYNOTE_TEST_NOW (an ISO
// instant) when it starts, running on from there: `new Date()` and `Date.now()` both follow it. The
// bundled data set ends at a fixed instant (mocks/data/time.ts MOCK_NOW); a site whose clock stands
// just after it sees its newest articles as a reader sees today's news (NEW badges). Never loaded
// outside tests; the site's code is not changed.
const target = Date.parse(process.env.PLAYNOTE_TEST_NOW ?? '');
if (Number.isFinite(target)) {
  const RealDate = Date;
  const offsetMs = target - RealDate.now();
  const now = () => RealDate.now() + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (real, args, newTarget) => Reflect.construct(real, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (real, key, receiver) => (key === 'now' ? now : Reflect.get(real, key, receiver)),
  });
}
