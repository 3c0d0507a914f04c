// Test-only preload (NODE_OPTIONS=--import …): sets this process's clock to PLAYNOTE_TEST_NOW (an ISO
// instant) when it starts, running on from there: `new Date()` and `Date.now()` both follow it, so a
// test can set the site's clock apart from the bundled data's "now" (the content API's MOCK_NOW).
// Never loaded outside tests; the site's code is not changed.
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
