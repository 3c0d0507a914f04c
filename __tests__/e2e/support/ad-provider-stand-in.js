// A recording stand-in for the FLEXONE and YAHOO ad scripts, served by the browser tests in place of
// the URLs of FLEXONE_SCRIPT_URL and YAHOO_ADS_SCRIPT_URL (nothing leaves the machine). Test support
// only, never shipped. The test writes the provider's name (FLEXONE or YAHOO) into it before serving it.
//
// Like a provider's tag it looks for the page's section slots of its provider
// ([data-ad-provider="…"], with data-section-id, data-ad-id, data-ad-sizes) and fills each with an
// iframe of its tallest size, unless window.__adProviderStandIn.mode is 'empty'. Every run is
// recorded in window.__adProviderRuns as {provider, src, path, slots: [{id, sectionId, adId, sizes}]}.
(function () {
  'use strict';

  var provider = '__PROVIDER__';
  var settings = window.__adProviderStandIn || {};
  var runs = (window.__adProviderRuns = window.__adProviderRuns || []);
  var script = document.currentScript;
  var elements = Array.prototype.slice.call(document.querySelectorAll('[data-ad-provider="' + provider + '"]'));

  runs.push({
    provider: provider,
    src: script ? script.src : null,
    path: location.pathname,
    slots: elements.map(function (element) {
      return { id: element.id, sectionId: element.getAttribute('data-section-id'), adId: element.getAttribute('data-ad-id'), sizes: element.getAttribute('data-ad-sizes') };
    }),
  });

  if (settings.mode === 'empty') return;
  elements.forEach(function (element) {
    var tallest = (element.getAttribute('data-ad-sizes') || '300x250').split(',').reduce(function (best, size) {
      var parts = size.split('x').map(Number);
      return parts.length === 2 && parts[1] > best[1] ? parts : best;
    }, [300, 0]);
    var iframe = document.createElement('iframe');
    iframe.title = provider + ' ad';
    iframe.width = String(tallest[0]);
    iframe.height = String(tallest[1]);
    iframe.setAttribute('data-provider-stand-in-ad', provider);
    iframe.style.border = '0';
    iframe.style.verticalAlign = 'bottom';
    iframe.style.background = '#dce';
    element.appendChild(iframe);
  });
})();
