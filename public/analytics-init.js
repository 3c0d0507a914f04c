// Starts GA4 and GTM as the @next/third-parties snippets did inline, from a file of this origin so
// the Content-Security-Policy allows no inline script but the pages' bootstrap (docs/decisions/030).
// lib/client/analytics-scripts.tsx adds this script after the page has loaded, with the ids the
// server wrote into the page (data-ga-id, data-gtm-id on this element); ids of any other shape are
// ignored. GTM: the gtm.start event, then gtm.js. GA4: the gtag() queue function (page views of
// client-side navigations call it, lib/client/analytics.ts), gtag('js') and gtag('config'), then gtag/js.
(function () {
  'use strict';
  var element = document.currentScript;
  var w = window;
  if (!element || w.__playnoteAnalyticsStarted) return;
  w.__playnoteAnalyticsStarted = true;

  function id(name, pattern) {
    var value = element.getAttribute(name);
    return value && pattern.test(value) ? value : null;
  }

  function load(src) {
    var script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  }

  var gtmId = id('data-gtm-id', /^GTM-[A-Z0-9]+$/);
  var gaId = id('data-ga-id', /^G-[A-Z0-9]+$/);
  w.dataLayer = w.dataLayer || [];

  if (gtmId) {
    w.dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
    load('https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(gtmId));
  }

  if (gaId) {
    // gtag.js reads the Arguments objects themselves from the queue, not arrays.
    w.gtag =
      w.gtag ||
      function gtag() {
        w.dataLayer.push(arguments);
      };
    w.gtag('js', new Date());
    w.gtag('config', gaId);
    load('https://www.googletagmanager.com/gtag/js?id=' + encodeURIComponent(gaId));
  }
})();
