// A recording stand-in for gpt.js, served by the browser tests in place of
// https://securepubads.g.doubleclick.net/tag/js/gpt.js (no ad network is reachable here).
// It is test support only and never shipped: nothing in public/ or the bundle refers to it.
//
// Every googletag call the site makes is recorded in window.__gptCalls as
// {fn, args, path, t} (t = performance.now()). Like GPT it runs queued commands on load and
// each later cmd.push at once, answers defineSlot with null for an element that already has a
// live slot (recorded as duplicate: true), and empties a slot's element when it is destroyed.
//
// Settings, read from window.__gptStandIn before this script runs (page.addInitScript):
//   fillDelayMs (500): how long after display() a slot gets its "ad";
//   mode ('fill'): 'fill' inserts an iframe of the slot's tallest fixed size and reports
//     slotRenderEnded {isEmpty: false}; 'empty' reports {isEmpty: true} and, for slots with
//     setCollapseEmptyDiv(true), hides the element as GPT does;
//   fillIds ([]): element ids that fill whatever the mode (one filled slot among empty ones).
(function () {
  'use strict';

  var settings = window.__gptStandIn || {};
  var fillDelayMs = typeof settings.fillDelayMs === 'number' ? settings.fillDelayMs : 500;
  var mode = settings.mode === 'empty' ? 'empty' : 'fill';
  var fillIds = Array.isArray(settings.fillIds) ? settings.fillIds : [];
  var calls = (window.__gptCalls = window.__gptCalls || []);
  var existing = window.googletag || {};
  var queued = Array.isArray(existing.cmd) ? existing.cmd.slice() : [];
  var live = [];
  var listeners = [];
  var outOfPageCount = 0;

  function record(fn, args, extra) {
    var entry = { fn: fn, args: JSON.parse(JSON.stringify(args)), path: location.pathname + location.search, t: performance.now() };
    if (extra) Object.keys(extra).forEach(function (key) { entry[key] = extra[key]; });
    calls.push(entry);
  }

  function tallestSize(sizes) {
    var best = null;
    (Array.isArray(sizes) ? sizes : []).forEach(function (size) {
      if (Array.isArray(size) && (!best || size[1] > best[1])) best = size;
    });
    return best;
  }

  var pubads = {
    setTargeting: function (key, value) {
      record('setTargeting', [key, value]);
      return pubads;
    },
    clearTargeting: function (key) {
      record('clearTargeting', key === undefined ? [] : [key]);
      return pubads;
    },
    addEventListener: function (type, listener) {
      record('addEventListener', [type]);
      listeners.push({ type: type, listener: listener });
      return pubads;
    },
    getSlots: function () {
      return live.slice();
    },
  };

  function makeSlot(adUnitPath, sizes, elementId, outOfPage) {
    var slot = {
      adUnitPath: adUnitPath,
      sizes: sizes,
      elementId: elementId,
      outOfPage: outOfPage,
      collapse: false,
      addService: function () { return slot; },
      setCollapseEmptyDiv: function (collapse) {
        record('setCollapseEmptyDiv', [elementId, collapse]);
        slot.collapse = collapse;
        return slot;
      },
      setTargeting: function (key, value) {
        record('slotSetTargeting', [elementId, key, value]);
        return slot;
      },
      getSlotElementId: function () { return elementId; },
      getAdUnitPath: function () { return adUnitPath; },
    };
    return slot;
  }

  function isLive(slot) {
    return live.indexOf(slot) !== -1;
  }

  function renderEnded(slot, isEmpty, size) {
    record('slotRenderEnded', [slot.elementId, isEmpty]);
    listeners.forEach(function (entry) {
      if (entry.type === 'slotRenderEnded') entry.listener({ slot: slot, isEmpty: isEmpty, size: size });
    });
  }

  function answer(slot) {
    if (!isLive(slot)) return;
    var element = document.getElementById(slot.elementId);
    if (!element) return;
    if (mode === 'empty' && fillIds.indexOf(slot.elementId) === -1) {
      if (slot.collapse) element.style.display = 'none';
      renderEnded(slot, true, null);
      return;
    }
    var size = tallestSize(slot.sizes) || [element.clientWidth || 300, 250];
    var iframe = document.createElement('iframe');
    iframe.title = '3rd party ad content';
    iframe.width = String(size[0]);
    iframe.height = String(size[1]);
    iframe.setAttribute('data-stand-in-ad', slot.elementId);
    iframe.style.border = '0';
    iframe.style.verticalAlign = 'bottom';
    iframe.style.background = '#cde';
    element.appendChild(iframe);
    renderEnded(slot, false, size);
  }

  var googletag = window.googletag = existing;
  googletag.apiReady = true;
  googletag.pubadsReady = true;
  googletag.enums = { OutOfPageFormat: { TOP_ANCHOR: 2, BOTTOM_ANCHOR: 3, REWARDED: 4, INTERSTITIAL: 5 } };
  googletag.pubads = function () { return pubads; };
  googletag.defineSlot = function (adUnitPath, sizes, elementId) {
    var duplicate = live.some(function (slot) { return slot.elementId === elementId; });
    record('defineSlot', [adUnitPath, sizes, elementId], { duplicate: duplicate, inDom: Boolean(document.getElementById(elementId)) });
    if (duplicate) return null;
    var slot = makeSlot(adUnitPath, sizes, elementId, false);
    live.push(slot);
    return slot;
  };
  googletag.defineOutOfPageSlot = function (adUnitPath, format) {
    outOfPageCount += 1;
    var elementId = 'gpt_unit_' + adUnitPath + '_' + outOfPageCount;
    record('defineOutOfPageSlot', [adUnitPath, format], { elementId: elementId });
    var slot = makeSlot(adUnitPath, [], elementId, true);
    live.push(slot);
    return slot;
  };
  googletag.enableServices = function () {
    record('enableServices', []);
  };
  googletag.display = function (target) {
    var slot = typeof target === 'string'
      ? live.filter(function (candidate) { return candidate.elementId === target; })[0]
      : target;
    record('display', [slot ? slot.elementId : String(target)], { known: Boolean(slot) });
    if (slot && !slot.outOfPage) setTimeout(function () { answer(slot); }, fillDelayMs);
  };
  googletag.destroySlots = function (slots) {
    var doomed = Array.isArray(slots) ? slots : live.slice();
    record('destroySlots', [doomed.map(function (slot) { return slot.elementId; })]);
    doomed.forEach(function (slot) {
      var index = live.indexOf(slot);
      if (index !== -1) live.splice(index, 1);
      var element = slot.outOfPage ? null : document.getElementById(slot.elementId);
      if (element) {
        element.innerHTML = '';
        element.style.display = '';
      }
    });
    return true;
  };
  googletag.cmd = {
    push: function () {
      for (var i = 0; i < arguments.length; i += 1) arguments[i].call(window);
      return 0;
    },
  };

  window.__gptLiveSlots = function () {
    return live.map(function (slot) { return slot.elementId; });
  };

  queued.forEach(function (command) { command.call(window); });
})();
