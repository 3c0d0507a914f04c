// Item 10's probe inside the page (scripts/bench/taps.mjs): an init script that runs at the start
// of every document of a run's tab, so it survives a full navigation, and reports to the bench
// through a binding (`__benchTaps`) as things happen. It changes nothing the reader sees. Before the
// tap it only listens (input, history, performance entries); from the tap on (and in every later
// document of the tab: a flag in sessionStorage) it checks each frame for what the run waits for
// and marks each h1 with an `elementtiming` attribute, read back as a cross-check.
//
// Every time it reports is on the page's clock as Unix-epoch milliseconds,
// `performance.timeOrigin + t`, so times from two documents of one run (the top page and the
// article a tap opened) compare.
//
// What it reports ({ kind, … }):
//   doc        a document began: its URL, its time origin (the start of the navigation that made it)
//              and `at`, when this script ran (the document had been committed: its URL is shown)
//   tap        the first pointerdown / touchstart: `at` = the event's timeStamp (when the browser
//              received the touch, whatever the page's main thread was doing), `handledAt` = when
//              the page could first run a listener for it, and what was under the finger
//   click      the click the tap made (`at` its timeStamp, `handledAt`), then clickDone: whether
//              the page's handlers called preventDefault (held the tap)
//   url        the address changed by history.pushState / replaceState / popstate (a client navigation)
//   headline   the first frame in which an h1 with the expected title (whitespace removed) was in
//              the viewport and visible (checkVisibility with opacity and visibility): `at` = the
//              end of that frame's rendering (a message posted from its requestAnimationFrame
//              callback), `frameAt` = the frame's start (its rAF timestamp), `checkedAt` = when the
//              callback ran (after the frame's input events: a click in this frame came before)
//   element    the Element Timing entry of that h1 (`at` = its renderTime): the paint as Chromium saw it
//   menu       the first frame after the tap in which #phone-menu is open: `:popover-open`, or not
//              `hidden`, visible and with a link of non-zero size in it (the old build's dialog)
//   event      the Event Timing entry of the click (`at` its startTime, `processingEndAt`, `paintAt` =
//              startTime + duration: the next frame presented after its handlers and default action,
//              to 8 ms; only when that took 16 ms or more)
//   paint, lcp the page's paint entries and largest-contentful-paint entries (startTime, size, element)

/**
 * The init script. `config` = { title: expected h1 text with whitespace removed, or null;
 * menu: watch the phone menu after the tap }.
 */
export function tapsProbe(config) {
  if (window !== window.top || !/^https?:$/.test(location.protocol)) return;
  const clock = (t = performance.now()) => performance.timeOrigin + t;
  const queue = [];
  const flush = () => {
    const send = window.__benchTaps;
    if (typeof send !== 'function') return;
    while (queue.length) Promise.resolve(send(queue.shift())).catch(() => {});
  };
  const report = (kind, data) => {
    queue.push({ kind, doc: performance.timeOrigin, ...data });
    flush();
  };
  // Playwright's binding may come after this script in a new document: what waited goes then.
  setTimeout(flush, 0);
  addEventListener('DOMContentLoaded', flush);

  report('doc', { url: location.href, timeOrigin: performance.timeOrigin, at: clock() });

  const describe = (target) => {
    const element = target instanceof Element ? target.closest('a, button') ?? target : null;
    if (!element) return null;
    if (element.tagName === 'A') return element.getAttribute('href');
    const controls = element.getAttribute('aria-controls');
    return `${element.tagName.toLowerCase()}${controls ? `[aria-controls=${controls}]` : ''}`;
  };
  // Nothing is watched before the tap (the page left alone carries no probe work per frame); a
  // document that a tap led to (a full load, same tab) starts watching at once.
  const TAPPED = '__benchTapped';
  let tapped = false;
  const onTouch = (event) => {
    if (tapped) return;
    tapped = true;
    report('tap', { type: event.type, at: clock(event.timeStamp), handledAt: clock(), target: describe(event.target), url: location.href });
    try {
      sessionStorage.setItem(TAPPED, '1');
    } catch {
      // no storage: a full load after the tap is not watched
    }
    startWatching();
  };
  addEventListener('pointerdown', onTouch, { capture: true, passive: true });
  addEventListener('touchstart', onTouch, { capture: true, passive: true });
  addEventListener('click', (event) => report('click', { at: clock(event.timeStamp), handledAt: clock(), target: describe(event.target) }), { capture: true });
  addEventListener('click', (event) => report('clickDone', { defaultPrevented: event.defaultPrevented, at: clock() }));

  for (const name of ['pushState', 'replaceState']) {
    const original = history[name];
    history[name] = function changeState(...args) {
      const before = location.href;
      const result = original.apply(this, args);
      if (location.href !== before) report('url', { how: name, url: location.href, at: clock() });
      return result;
    };
  }
  addEventListener('popstate', () => report('url', { how: 'popstate', url: location.href, at: clock() }));

  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser lacks
    }
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name !== 'click') continue;
        report('event', { name: entry.name, at: clock(entry.startTime), processingEndAt: clock(entry.processingEnd), paintAt: clock(entry.startTime + entry.duration) });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // no Event Timing
  }
  observe('paint', (entry) => report('paint', { name: entry.name, startTime: entry.startTime, at: clock(entry.startTime) }));
  observe('largest-contentful-paint', (entry) =>
    report('lcp', { startTime: entry.startTime, at: clock(entry.startTime), size: entry.size, element: entry.element ? `${entry.element.tagName.toLowerCase()}${entry.element.className ? `.${String(entry.element.className).split(' ')[0]}` : ''}` : null }),
  );

  const squeeze = (text) => text.replace(/[\s\u200b]+/g, '');
  const afterFrame = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(clock());
    channel.port2.postMessage(0);
  };
  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0 || box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth) return false;
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const menuOpen = () => {
    const menu = document.getElementById('phone-menu');
    if (!menu) return false;
    try {
      if (menu.matches(':popover-open')) return true;
    } catch {
      // no popover support: the old build's test alone
    }
    if (menu.hidden || !menu.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    return [...menu.querySelectorAll('a')].some((link) => link.getBoundingClientRect().height > 0);
  };

  if (config.title) {
    observe('element', (entry) => {
      if (entry.identifier === 'bench-h1' && entry.element && squeeze(entry.element.textContent) === config.title) report('element', { at: clock(entry.renderTime || entry.loadTime) });
    });
  }

  let headlineSeen = false;
  let menuSeen = false;
  const frame = (frameStart) => {
    if (config.title && !headlineSeen) {
      for (const h1 of document.getElementsByTagName('h1')) {
        if (squeeze(h1.textContent) !== config.title || !onScreen(h1)) continue;
        headlineSeen = true;
        const frameAt = clock(frameStart);
        const checkedAt = clock();
        afterFrame((at) => report('headline', { at, frameAt, checkedAt, url: location.href }));
        break;
      }
    }
    if (config.menu && tapped && !menuSeen && menuOpen()) {
      menuSeen = true;
      const frameAt = clock(frameStart);
      const checkedAt = clock();
      afterFrame((at) => report('menu', { at, frameAt, checkedAt }));
    }
    if ((config.title && !headlineSeen) || (config.menu && !menuSeen)) requestAnimationFrame(frame);
  };
  let watching = false;
  function startWatching() {
    if (watching || !(config.title || config.menu)) return;
    watching = true;
    if (config.title) {
      // Marks each h1 before its first paint, so Chromium's Element Timing reports when it painted.
      const mark = () => {
        for (const h1 of document.getElementsByTagName('h1')) if (!h1.hasAttribute('elementtiming')) h1.setAttribute('elementtiming', 'bench-h1');
      };
      mark();
      new MutationObserver(mark).observe(document, { childList: true, subtree: true });
    }
    requestAnimationFrame(frame);
  }
  try {
    if (sessionStorage.getItem(TAPPED)) startWatching();
  } catch {
    // no storage
  }
}
