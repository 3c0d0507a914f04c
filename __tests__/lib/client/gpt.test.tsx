import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { SLOT_ANSWER_TIMEOUT_MS } from '@/ads/empty-slot';
import type { GptPagePlan } from '@/ads/types';
import { GPT_SCRIPT_URL, SLOT_START_DELAY_MS } from '@/lib/client/gpt/constants';
import { createGptController, toGptSizes, type GptControllerEnvironment, type NearViewportWatcher, type SlotRenderState } from '@/lib/client/gpt/controller';
import type { GoogletagQueue, GptSize, GptSlot, GptSlotRenderEndedEvent } from '@/lib/client/gpt/googletag';
import { ensureGoogletag, loadGptScript } from '@/lib/client/gpt/googletag';
import { createSlotViewStore, slotViews } from '@/lib/client/gpt/slot-view-store';
import { gptRouteKey } from '@/lib/client/gpt/slot-view';
import { useGptSlots } from '@/lib/client/gpt/use-gpt-slots';

const INTERSTITIAL = 5;

interface FakeSlot extends GptSlot {
  adUnitPath: string;
  sizes: GptSize[] | number;
  elementId: string;
  collapse: boolean;
}

/**
 * A recording googletag: `cmd` is an array until `load()` (gpt.js arriving), then runs each command
 * at once, as the real library does. Like GPT, defineSlot answers null for an element that already
 * has a live slot.
 */
function fakeGoogletag() {
  const calls: Array<[string, ...unknown[]]> = [];
  const live = new Set<FakeSlot>();
  const listeners: Array<(event: GptSlotRenderEndedEvent) => void> = [];
  let loaded = false;
  const pending: Array<() => void> = [];
  const pubads = {
    setTargeting(key: string, value: string | string[]) {
      calls.push(['setTargeting', key, value]);
      return pubads;
    },
    clearTargeting(key?: string) {
      calls.push(['clearTargeting', key]);
      return pubads;
    },
    addEventListener(type: 'slotRenderEnded', listener: (event: GptSlotRenderEndedEvent) => void) {
      calls.push(['addEventListener', type]);
      listeners.push(listener);
      return pubads;
    },
  };
  function makeSlot(adUnitPath: string, sizes: GptSize[] | number, elementId: string): FakeSlot {
    const slot: FakeSlot = {
      adUnitPath,
      sizes,
      elementId,
      collapse: false,
      addService: () => slot,
      setCollapseEmptyDiv: (collapse) => {
        slot.collapse = collapse;
        return slot;
      },
      getSlotElementId: () => elementId,
    };
    return slot;
  }
  const api = {
    cmd: {
      push: (...commands: Array<() => void>) => {
        if (loaded) commands.forEach((command) => command());
        else pending.push(...commands);
        return 0;
      },
    },
    defineSlot(adUnitPath: string, sizes: GptSize[], elementId: string) {
      calls.push(['defineSlot', adUnitPath, sizes, elementId]);
      if ([...live].some((slot) => slot.elementId === elementId)) return null;
      const slot = makeSlot(adUnitPath, sizes, elementId);
      live.add(slot);
      return slot;
    },
    defineOutOfPageSlot(adUnitPath: string, format: number) {
      calls.push(['defineOutOfPageSlot', adUnitPath, format]);
      const slot = makeSlot(adUnitPath, format, `gpt_unit_${adUnitPath}_0`);
      live.add(slot);
      return slot;
    },
    pubads: () => pubads,
    enableServices() {
      calls.push(['enableServices']);
    },
    display(target: string | GptSlot) {
      calls.push(['display', typeof target === 'string' ? target : `slot:${(target as FakeSlot).adUnitPath}`]);
    },
    destroySlots(slots?: GptSlot[]) {
      const doomed = (slots ?? [...live]) as FakeSlot[];
      calls.push(['destroySlots', doomed.map((slot) => slot.elementId)]);
      doomed.forEach((slot) => live.delete(slot));
      return true;
    },
    enums: { OutOfPageFormat: { INTERSTITIAL } },
  };
  return {
    googletag: api as GoogletagQueue,
    calls,
    live,
    load() {
      loaded = true;
      pending.splice(0).forEach((command) => command());
    },
    /** slotRenderEnded for a slot object, live or not (a late answer). */
    emit(slot: GptSlot, isEmpty: boolean) {
      listeners.forEach((listener) => listener({ slot, isEmpty }));
    },
    render(elementId: string, isEmpty: boolean) {
      const slot = [...live].find((candidate) => candidate.elementId === elementId);
      if (slot) listeners.forEach((listener) => listener({ slot, isEmpty }));
    },
    named: (name: string) => calls.filter(([call]) => call === name),
  };
}

const scheduler = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

const plan: GptPagePlan = {
  device: 'PC',
  slots: [
    { id: 'playnote_article_1r_gam', adUnitPath: '/1234/playnote/pc/article_1r', sizes: [[300, 250], [300, 600]] },
    { id: 'playnote_article_footer_gam', adUnitPath: '/1234/playnote/pc/article_footer', sizes: [[728, 90]], collapseEmptyDiv: true },
    { id: 'playnote_article_mb_gam', adUnitPath: '/1234/playnote/pc/article_mb', sizes: [[320, 50], 'fluid'] },
  ],
  interstitialAdUnitPath: '/1234/playnote/pc/interstitial',
  targeting: { pageType: 'ARTICLE_DETAIL', age: 'R-18', tags: ['a', 'b'] },
};

function controllerFor(fake: ReturnType<typeof fakeGoogletag>, present: (id: string) => boolean = () => true) {
  const states: Array<[string, SlotRenderState]> = [];
  const env: GptControllerEnvironment = {
    googletag: fake.googletag,
    scheduler,
    hasElement: present,
    onSlotRenderState: (id, state) => states.push([id, state]),
  };
  return { controller: createGptController(env), states };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toGptSizes', () => {
  it.each<[GptPagePlan['slots'][number]['sizes'], GptSize[]]>([
    [[[300, 250]], [[300, 250]]],
    [[[320, 50], 'fluid'], [[320, 50], 'fluid']],
    [['fluid'], ['fluid']],
  ])('%j → %j', (sizes, expected) => {
    expect(toGptSizes(sizes)).toEqual(expected);
  });
});

describe('GPT controller', () => {
  it(`defines nothing before ${SLOT_START_DELAY_MS} ms, then targeting, interstitial, services, and the slots defined and displayed in order`, () => {
    const fake = fakeGoogletag();
    fake.load();
    const { controller } = controllerFor(fake);
    controller.startPage(plan);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS - 1);
    expect(fake.calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(fake.calls).toEqual([
      ['setTargeting', 'pageType', 'ARTICLE_DETAIL'],
      ['setTargeting', 'age', 'R-18'],
      ['setTargeting', 'tags', ['a', 'b']],
      ['defineOutOfPageSlot', '/1234/playnote/pc/interstitial', INTERSTITIAL],
      ['addEventListener', 'slotRenderEnded'],
      ['enableServices'],
      ['display', 'slot:/1234/playnote/pc/interstitial'],
      ['defineSlot', '/1234/playnote/pc/article_1r', [[300, 250], [300, 600]], 'playnote_article_1r_gam'],
      ['defineSlot', '/1234/playnote/pc/article_footer', [[728, 90]], 'playnote_article_footer_gam'],
      ['defineSlot', '/1234/playnote/pc/article_mb', [[320, 50], 'fluid'], 'playnote_article_mb_gam'],
      ['display', 'playnote_article_1r_gam'],
      ['display', 'playnote_article_footer_gam'],
      ['display', 'playnote_article_mb_gam'],
    ]);
    const collapsing = [...fake.live].filter((slot) => slot.collapse).map((slot) => slot.elementId);
    expect(collapsing).toEqual(['playnote_article_footer_gam']);
  });

  it('queues its commands until gpt.js has loaded', () => {
    const fake = fakeGoogletag();
    const { controller } = controllerFor(fake);
    controller.startPage(plan);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    expect(fake.calls).toEqual([]);
    fake.load();
    expect(fake.named('defineSlot')).toHaveLength(3);
  });

  it('skips slots whose element is not on the page', () => {
    const fake = fakeGoogletag();
    fake.load();
    const { controller } = controllerFor(fake, (id) => id !== 'playnote_article_footer_gam');
    controller.startPage(plan);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    expect(fake.named('defineSlot').map(([, , , id]) => id)).toEqual(['playnote_article_1r_gam', 'playnote_article_mb_gam']);
    expect(fake.named('display').map(([, id]) => id)).not.toContain('playnote_article_footer_gam');
  });

  it('defines no interstitial when the plan has none (previews)', () => {
    const fake = fakeGoogletag();
    fake.load();
    const { controller } = controllerFor(fake);
    controller.startPage({ ...plan, interstitialAdUnitPath: null });
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    expect(fake.named('defineOutOfPageSlot')).toEqual([]);
    expect(fake.named('defineSlot')).toHaveLength(3);
  });

  it('does nothing at all for a plan with no slot on the page and no interstitial', () => {
    const fake = fakeGoogletag();
    fake.load();
    const { controller } = controllerFor(fake, () => false);
    controller.startPage({ ...plan, interstitialAdUnitPath: null });
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    expect(fake.calls).toEqual([]);
  });

  it('leaving destroys exactly the slots the page created and clears its targeting', () => {
    const fake = fakeGoogletag();
    fake.load();
    const { controller } = controllerFor(fake);
    const stop = controller.startPage(plan);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    fake.calls.length = 0;
    stop();
    expect(fake.calls).toEqual([
      ['destroySlots', ['gpt_unit_/1234/playnote/pc/interstitial_0', 'playnote_article_1r_gam', 'playnote_article_footer_gam', 'playnote_article_mb_gam']],
      ['clearTargeting', 'pageType'],
      ['clearTargeting', 'age'],
      ['clearTargeting', 'tags'],
    ]);
    expect(fake.live.size).toBe(0);
    stop();
    expect(fake.named('destroySlots')).toHaveLength(1);
  });

  it('leaving before the delay cancels the page: nothing defined, nothing to destroy', () => {
    const fake = fakeGoogletag();
    fake.load();
    const { controller } = controllerFor(fake);
    const stop = controller.startPage(plan);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS / 2);
    stop();
    jest.advanceTimersByTime(SLOT_START_DELAY_MS * 10);
    expect(fake.calls).toEqual([]);
  });

  it('leaving after the delay but before gpt.js loads: the queued page never defines its slots', () => {
    const fake = fakeGoogletag();
    const { controller } = controllerFor(fake);
    const stop = controller.startPage(plan);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    stop();
    const second = controller.startPage({ ...plan, targeting: {} });
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    fake.load();
    expect(fake.named('defineSlot')).toHaveLength(3);
    expect(fake.named('setTargeting')).toEqual([]);
    expect(fake.named('destroySlots')).toEqual([]);
    second();
    expect(fake.live.size).toBe(0);
  });

  it('after N navigations there are never duplicate or leaked slots, and services were enabled once', () => {
    const fake = fakeGoogletag();
    fake.load();
    const { controller } = controllerFor(fake);
    const navigations = 7;
    let stop = controller.startPage(plan);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    for (let n = 0; n < navigations; n += 1) {
      stop();
      stop = controller.startPage(plan);
      jest.advanceTimersByTime(SLOT_START_DELAY_MS);
      const ids = [...fake.live].map((slot) => slot.elementId);
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
    }
    expect(fake.named('defineSlot')).toHaveLength(3 * (navigations + 1));
    expect(fake.named('destroySlots')).toHaveLength(navigations);
    expect(fake.named('enableServices')).toHaveLength(1);
    expect(fake.named('addEventListener')).toHaveLength(1);
    stop();
    expect(fake.live.size).toBe(0);
  });

  it('reports rendered slots as filled or empty, and forgets them when destroyed', () => {
    const fake = fakeGoogletag();
    fake.load();
    const { controller, states } = controllerFor(fake);
    const stop = controller.startPage({ ...plan, interstitialAdUnitPath: null });
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    fake.render('playnote_article_1r_gam', false);
    fake.render('playnote_article_footer_gam', true);
    stop();
    expect(states).toEqual([
      ['playnote_article_1r_gam', 'filled'],
      ['playnote_article_footer_gam', 'empty'],
      ['playnote_article_1r_gam', null],
      ['playnote_article_footer_gam', null],
      ['playnote_article_mb_gam', null],
    ]);
  });
});

describe('GPT controller: slots that get no answer', () => {
  const idle = { ...plan, interstitialAdUnitPath: null };

  it(`a slot with no slotRenderEnded within ${SLOT_ANSWER_TIMEOUT_MS} ms counts as empty; answered slots are left alone`, () => {
    const fake = fakeGoogletag();
    fake.load();
    const { controller, states } = controllerFor(fake);
    controller.startPage(idle);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    fake.render('playnote_article_1r_gam', false);
    jest.advanceTimersByTime(SLOT_ANSWER_TIMEOUT_MS - 1);
    expect(states).toEqual([['playnote_article_1r_gam', 'filled']]);
    jest.advanceTimersByTime(1);
    expect(states).toEqual([
      ['playnote_article_1r_gam', 'filled'],
      ['playnote_article_footer_gam', 'empty'],
      ['playnote_article_mb_gam', 'empty'],
    ]);
  });

  it('gpt.js that never becomes ready: every slot on the page ends empty after the timeout, none defined', () => {
    const fake = fakeGoogletag();
    const { controller, states } = controllerFor(fake, (id) => id !== 'playnote_article_mb_gam');
    controller.startPage(idle);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS + SLOT_ANSWER_TIMEOUT_MS);
    expect(fake.calls).toEqual([]);
    expect(states).toEqual([
      ['playnote_article_1r_gam', 'empty'],
      ['playnote_article_footer_gam', 'empty'],
    ]);
  });

  it('gpt.js that fails to load ends the waiting slots at once, and later pages’ slots as soon as they start', () => {
    const fake = fakeGoogletag();
    const { controller, states } = controllerFor(fake);
    const stop = controller.startPage(idle);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    controller.markGptUnavailable();
    expect(states.filter(([, state]) => state === 'empty')).toHaveLength(3);
    stop();
    states.length = 0;
    controller.startPage(idle);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    expect(states).toEqual(idle.slots.map((slot) => [slot.id, 'empty']));
    jest.advanceTimersByTime(SLOT_ANSWER_TIMEOUT_MS * 2);
    expect(states).toHaveLength(3);
  });

  it('a late ad after the timeout is still reported (it may replace a promotion)', () => {
    const fake = fakeGoogletag();
    fake.load();
    const { controller, states } = controllerFor(fake);
    controller.startPage(idle);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS + SLOT_ANSWER_TIMEOUT_MS);
    fake.render('playnote_article_1r_gam', false);
    expect(states.at(-1)).toEqual(['playnote_article_1r_gam', 'filled']);
  });

  it('leaving resets the page’s slots at once (even with gpt.js never loaded), cancels the timeout and ignores late answers', () => {
    const fake = fakeGoogletag();
    const { controller, states } = controllerFor(fake);
    const stop = controller.startPage(idle);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    stop();
    expect(states).toEqual(idle.slots.map((slot) => [slot.id, null]));
    jest.advanceTimersByTime(SLOT_ANSWER_TIMEOUT_MS * 2);
    fake.load();
    fake.render('playnote_article_1r_gam', true);
    expect(states).toHaveLength(3);
  });

  it('an answer for a slot of a page already left does not reach the next page’s slot of the same id', () => {
    const fake = fakeGoogletag();
    fake.load();
    const { controller, states } = controllerFor(fake);
    const stop = controller.startPage(idle);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    const oldSlot = [...fake.live].find((slot) => slot.elementId === 'playnote_article_1r_gam') as FakeSlot;
    stop();
    controller.startPage(idle);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    states.length = 0;
    fake.emit(oldSlot, true);
    expect(states).toEqual([]);
  });

  it('waits for nothing when no slot is on the page', () => {
    const fake = fakeGoogletag();
    const { controller, states } = controllerFor(fake, () => false);
    controller.startPage(idle);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS + SLOT_ANSWER_TIMEOUT_MS);
    expect(states).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});

/** A watcher the test moves: `near(ids)` brings slots within a screen of the viewport. */
function manualWatcher() {
  let notify: ((ids: string[]) => void) | null = null;
  let watched: readonly string[] = [];
  let stopped = 0;
  const watch: NearViewportWatcher = (ids, onNear) => {
    watched = ids;
    notify = onNear;
    return () => {
      stopped += 1;
      notify = null;
    };
  };
  return { watch, near: (ids: string[]) => notify?.(ids), watched: () => watched, stopped: () => stopped };
}

describe('GPT controller: slots are requested as they come near the viewport', () => {
  const start = (watcher: ReturnType<typeof manualWatcher>, gptLoaded = true) => {
    const fake = fakeGoogletag();
    if (gptLoaded) fake.load();
    const states: Array<[string, SlotRenderState]> = [];
    const controller = createGptController({
      googletag: fake.googletag,
      scheduler,
      hasElement: () => true,
      onSlotRenderState: (id, state) => states.push([id, state]),
      watchNearViewport: watcher.watch,
    });
    const stop = controller.startPage(plan);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    return { fake, states, controller, stop };
  };
  const definedIds = (fake: ReturnType<typeof fakeGoogletag>) => fake.named('defineSlot').map(([, , , id]) => id);

  it('targeting and the interstitial go first; a slot is defined and displayed only once it is near, each once', () => {
    const watcher = manualWatcher();
    const { fake } = start(watcher);
    expect(watcher.watched()).toEqual(plan.slots.map((slot) => slot.id));
    expect(definedIds(fake)).toEqual([]);
    expect(fake.named('defineOutOfPageSlot')).toHaveLength(1);
    expect(fake.named('setTargeting')).toHaveLength(3);
    watcher.near(['playnote_article_1r_gam']);
    expect(definedIds(fake)).toEqual(['playnote_article_1r_gam']);
    expect(fake.named('display').at(-1)).toEqual(['display', 'playnote_article_1r_gam']);
    watcher.near(['playnote_article_1r_gam', 'playnote_article_mb_gam']);
    expect(definedIds(fake)).toEqual(['playnote_article_1r_gam', 'playnote_article_mb_gam']);
    expect(fake.named('enableServices')).toHaveLength(1);
  });

  it(`an unrequested slot keeps waiting (no answer, no timeout); a requested one counts as empty ${SLOT_ANSWER_TIMEOUT_MS} ms after its request`, () => {
    const watcher = manualWatcher();
    const { states } = start(watcher);
    jest.advanceTimersByTime(SLOT_ANSWER_TIMEOUT_MS * 3);
    expect(states).toEqual([]);
    watcher.near(['playnote_article_mb_gam']);
    jest.advanceTimersByTime(SLOT_ANSWER_TIMEOUT_MS - 1);
    expect(states).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(states).toEqual([['playnote_article_mb_gam', 'empty']]);
  });

  it('with gpt.js unavailable, a slot ends empty when it comes near, not before', () => {
    const watcher = manualWatcher();
    const { controller, states } = start(watcher, false);
    controller.markGptUnavailable();
    expect(states).toEqual([]);
    watcher.near(['playnote_article_footer_gam']);
    expect(states).toEqual([['playnote_article_footer_gam', 'empty']]);
  });

  it('leaving stops watching and destroys only the slots that were requested; a slot coming near afterwards is not defined', () => {
    const watcher = manualWatcher();
    const { fake, stop } = start(watcher);
    watcher.near(['playnote_article_1r_gam']);
    const near = watcher.near;
    stop();
    expect(watcher.stopped()).toBe(1);
    expect(fake.named('destroySlots')).toEqual([['destroySlots', ['gpt_unit_/1234/playnote/pc/interstitial_0', 'playnote_article_1r_gam']]]);
    near(['playnote_article_mb_gam']);
    expect(definedIds(fake)).toEqual(['playnote_article_1r_gam']);
  });
});

/** A placement watcher the test moves: `place(ids)` puts (or replaces) slot elements on the page. */
function manualPlacement() {
  let notify: ((ids: string[]) => void) | null = null;
  let stopped = 0;
  const watch = (_ids: readonly string[], onPlaced: (ids: string[]) => void) => {
    notify = onPlaced;
    return () => {
      stopped += 1;
      notify = null;
    };
  };
  return { watch, place: (ids: string[]) => notify?.(ids), stopped: () => stopped };
}

describe('GPT controller: slot elements placed after the start (a live article’s lazily loaded body)', () => {
  const LATE = 'playnote_article_mb_gam';
  const idle = { ...plan, interstitialAdUnitPath: null };
  const start = (pagePlan: GptPagePlan, onPage: (id: string) => boolean) => {
    const fake = fakeGoogletag();
    fake.load();
    const placement = manualPlacement();
    const states: Array<[string, SlotRenderState]> = [];
    const controller = createGptController({
      googletag: fake.googletag,
      scheduler,
      hasElement: onPage,
      onSlotRenderState: (id, state) => states.push([id, state]),
      watchPlacement: placement.watch,
    });
    const stop = controller.startPage(pagePlan);
    jest.advanceTimersByTime(SLOT_START_DELAY_MS);
    return { fake, placement, states, stop };
  };
  const definedIds = (fake: ReturnType<typeof fakeGoogletag>) => fake.named('defineSlot').map(([, , , id]) => id);

  it('a slot whose element arrives later is defined and displayed then, once', () => {
    const { fake, placement } = start(plan, (id) => id !== LATE);
    expect(definedIds(fake)).toEqual(['playnote_article_1r_gam', 'playnote_article_footer_gam']);
    placement.place([LATE]);
    expect(definedIds(fake)).toEqual(['playnote_article_1r_gam', 'playnote_article_footer_gam', LATE]);
    expect(fake.named('display').at(-1)).toEqual(['display', LATE]);
    expect(fake.named('enableServices')).toHaveLength(1);
  });

  it('with no slot on the page at the start and no interstitial, nothing is sent until an element is placed', () => {
    const { fake, placement } = start(idle, () => false);
    jest.advanceTimersByTime(SLOT_ANSWER_TIMEOUT_MS);
    expect(fake.calls).toEqual([]);
    placement.place(['not_in_the_plan']);
    expect(fake.calls).toEqual([]);
    placement.place([LATE]);
    expect(fake.named('setTargeting')).toHaveLength(3);
    expect(fake.named('enableServices')).toHaveLength(1);
    expect(definedIds(fake)).toEqual([LATE]);
  });

  it(`a requested slot whose element is replaced is destroyed, reset and requested again; the old request's ${SLOT_ANSWER_TIMEOUT_MS} ms timeout does not end the new one`, () => {
    const { fake, placement, states } = start(idle, () => true);
    fake.render('playnote_article_1r_gam', false);
    jest.advanceTimersByTime(SLOT_ANSWER_TIMEOUT_MS - 10);
    placement.place([LATE]);
    expect(fake.named('destroySlots')).toEqual([['destroySlots', [LATE]]]);
    expect(definedIds(fake).filter((id) => id === LATE)).toHaveLength(2);
    expect(fake.live.size).toBe(3);
    expect(states).toEqual([
      ['playnote_article_1r_gam', 'filled'],
      [LATE, null],
    ]);
    jest.advanceTimersByTime(10);
    // The first batch's timeout: the footer (never answered) ends empty; the re-requested slot waits on.
    expect(states.slice(2)).toEqual([['playnote_article_footer_gam', 'empty']]);
    jest.advanceTimersByTime(SLOT_ANSWER_TIMEOUT_MS - 10);
    expect(states.slice(3)).toEqual([[LATE, 'empty']]);
  });

  it('an answer for the replaced element’s old slot does not reach the new one', () => {
    const { fake, placement, states } = start(idle, () => true);
    const oldSlot = [...fake.live].find((slot) => slot.elementId === LATE) as FakeSlot;
    placement.place([LATE]);
    states.length = 0;
    fake.emit(oldSlot, false);
    expect(states).toEqual([]);
    fake.render(LATE, true);
    expect(states).toEqual([[LATE, 'empty']]);
  });

  it('leaving stops watching for placements, also when the page was still waiting for its first element', () => {
    const started = start(plan, () => true);
    started.stop();
    expect(started.placement.stopped()).toBe(1);
    const waiting = start(idle, () => false);
    waiting.stop();
    expect(waiting.placement.stopped()).toBe(1);
    waiting.placement.place([LATE]);
    expect(waiting.fake.calls).toEqual([]);
  });
});

describe('slot view store', () => {
  it('applies answers by the rules, asks the treatment only when needed, tells subscribers of changes only', () => {
    const store = createSlotViewStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.get('a')).toBe('waiting');
    store.answer('a', 'empty', () => 'house-promotion');
    store.answer('b', 'empty', () => 'collapse');
    store.answer('c', 'filled', () => {
      throw new Error('not measured');
    });
    expect([store.get('a'), store.get('b'), store.get('c')]).toEqual(['house-promotion', 'collapsed', 'filled']);
    expect(listener).toHaveBeenCalledTimes(3);
    store.answer('a', 'empty', () => 'collapse');
    expect(listener).toHaveBeenCalledTimes(3);
    store.reset('a');
    expect(store.get('a')).toBe('waiting');
    unsubscribe();
    store.reset('b');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('measures an empty answer in the next animation frame (a scroll in between is seen); a filled one at once; a reset cancels the frame', () => {
    const store = createSlotViewStore();
    let slotInView = false;
    store.answerBeforePaint('a', 'empty', () => (slotInView ? 'house-promotion' : 'collapse'));
    store.answerBeforePaint('b', 'filled', () => 'collapse');
    store.answerBeforePaint('c', 'empty', () => 'collapse');
    expect([store.get('a'), store.get('b'), store.get('c')]).toEqual(['waiting', 'filled', 'waiting']);
    store.reset('c');
    // The reader's scroll lands before the frame: the slot is in view when it is measured.
    slotInView = true;
    jest.advanceTimersByTime(16);
    expect([store.get('a'), store.get('c')]).toEqual(['house-promotion', 'waiting']);
  });
});

describe('gpt.js loading', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as { googletag?: unknown }).googletag;
  });

  it('tells when the script cannot load', () => {
    const onError = jest.fn();
    loadGptScript(document, onError);
    loadGptScript(document, onError);
    const script = Array.from(document.scripts).find((candidate) => candidate.src === GPT_SCRIPT_URL) as HTMLScriptElement;
    script.dispatchEvent(new Event('error'));
    script.dispatchEvent(new Event('error'));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('adds the script once however often it is asked', () => {
    loadGptScript(document);
    loadGptScript(document);
    const scripts = Array.from(document.scripts).filter((script) => script.src === GPT_SCRIPT_URL);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.async).toBe(true);
  });

  it('window.googletag = window.googletag || {cmd: []}', () => {
    const queue = ensureGoogletag(window);
    expect(queue.cmd).toEqual([]);
    const existing = { cmd: [() => undefined] };
    (window as { googletag?: unknown }).googletag = existing;
    expect(ensureGoogletag(window)).toBe(existing);
  });
});

describe('gptRouteKey', () => {
  it.each([
    ['/article/202607/1/', '/article/202607/1/'],
    ['/article/202607/1/#comments', '/article/202607/1/'],
    ['/search/?q=x#top', '/search/?q=x'],
  ])('%s → %s', (asPath, key) => {
    expect(gptRouteKey(asPath)).toBe(key);
  });
});

describe('useGptSlots', () => {
  let fake: ReturnType<typeof fakeGoogletag>;

  beforeEach(() => {
    fake = fakeGoogletag();
    fake.load();
    (window as { googletag?: unknown }).googletag = fake.googletag;
  });
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as { googletag?: unknown }).googletag;
  });

  function Page({ pagePlan, routeKey }: { pagePlan: GptPagePlan | null; routeKey: string }) {
    useGptSlots(pagePlan, routeKey);
    return (
      <>
        {pagePlan?.slots.map((slot) => <div key={slot.id} id={slot.id} />)}
      </>
    );
  }

  /** One animation frame of jest's fake timers. */
  const ANIMATION_FRAME_MS = 16;

  async function advance(ms: number) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  }

  const gptScripts = () => Array.from(document.scripts).filter((script) => script.src === GPT_SCRIPT_URL);

  it('under StrictMode defines each slot once, and loads gpt.js once', async () => {
    render(
      <StrictMode>
        <Page pagePlan={plan} routeKey="/article/202607/1/" />
      </StrictMode>,
    );
    await advance(SLOT_START_DELAY_MS);
    expect(fake.named('defineSlot')).toHaveLength(3);
    expect(fake.named('defineOutOfPageSlot')).toHaveLength(1);
    expect(gptScripts()).toHaveLength(1);
  });

  it('navigating destroys the old page slots once and defines the new ones once', async () => {
    const { rerender, unmount } = render(<Page pagePlan={plan} routeKey="/article/202607/1/" />);
    await advance(SLOT_START_DELAY_MS);
    for (const routeKey of ['/article/202607/2/', '/article/202607/3/', '/article/202607/1/']) {
      rerender(<Page pagePlan={{ ...plan }} routeKey={routeKey} />);
      await advance(SLOT_START_DELAY_MS);
    }
    expect(fake.named('defineSlot')).toHaveLength(12);
    expect(fake.named('destroySlots')).toHaveLength(3);
    expect(fake.live.size).toBe(4);
    expect(gptScripts()).toHaveLength(1);
    unmount();
    expect(fake.live.size).toBe(0);
  });

  it('a re-render with an equal plan (client refresh) keeps the slots', async () => {
    const { rerender } = render(<Page pagePlan={plan} routeKey="/article/202607/1/" />);
    await advance(SLOT_START_DELAY_MS);
    rerender(<Page pagePlan={JSON.parse(JSON.stringify(plan)) as GptPagePlan} routeKey="/article/202607/1/" />);
    await advance(SLOT_START_DELAY_MS);
    expect(fake.named('defineSlot')).toHaveLength(3);
    expect(fake.named('destroySlots')).toEqual([]);
  });

  it('a page without a plan defines nothing and does not load gpt.js; leaving an ad page for it destroys its slots', async () => {
    delete (window as { googletag?: unknown }).googletag;
    const first = render(<Page pagePlan={null} routeKey="/preview/article/1/" />);
    await advance(SLOT_START_DELAY_MS);
    expect(gptScripts()).toEqual([]);
    expect((window as { googletag?: unknown }).googletag).toBeUndefined();
    first.unmount();

    (window as { googletag?: unknown }).googletag = fake.googletag;
    const { rerender } = render(<Page pagePlan={plan} routeKey="/article/202607/1/" />);
    await advance(SLOT_START_DELAY_MS);
    rerender(<Page pagePlan={null} routeKey="/article/202607/9/" />);
    await advance(SLOT_START_DELAY_MS);
    expect(fake.named('destroySlots')).toHaveLength(1);
    expect(fake.live.size).toBe(0);
  });

  it('records what each slot shows: an ad, a promotion in view, collapsed below the screen; back to waiting when the slot goes', async () => {
    const { rerender } = render(<Page pagePlan={plan} routeKey="/article/202607/1/" />);
    await advance(SLOT_START_DELAY_MS);
    // jsdom lays nothing out: every box is at 0, i.e. in view; one is moved below the screen.
    const below = document.getElementById('playnote_article_footer_gam') as HTMLElement;
    below.setAttribute('data-ad-slot', below.id);
    below.getBoundingClientRect = () => ({ top: window.innerHeight + 10, bottom: window.innerHeight + 100 }) as DOMRect;
    // The page goes on for two more screens below the viewport (jsdom's own scrollHeight is 0).
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: window.innerHeight * 3 });
    const inView = document.getElementById('playnote_article_mb_gam') as HTMLElement;
    inView.setAttribute('data-ad-slot', inView.id);
    act(() => {
      fake.render('playnote_article_1r_gam', false);
      fake.render('playnote_article_mb_gam', true);
      fake.render('playnote_article_footer_gam', true);
    });
    await advance(ANIMATION_FRAME_MS);
    expect(slotViews.get('playnote_article_1r_gam')).toBe('filled');
    expect(slotViews.get('playnote_article_mb_gam')).toBe('house-promotion');
    expect(slotViews.get('playnote_article_footer_gam')).toBe('collapsed');
    delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
    rerender(<Page pagePlan={plan} routeKey="/article/202607/2/" />);
    for (const slot of plan.slots) expect(slotViews.get(slot.id)).toBe('waiting');
  });

  it('with gpt.js failing to load, the slots end at once', async () => {
    delete (window as { googletag?: unknown }).googletag;
    render(<Page pagePlan={plan} routeKey="/article/202607/5/" />);
    const script = gptScripts()[0] as HTMLScriptElement;
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    await advance(SLOT_START_DELAY_MS);
    // Empty answers are measured and applied in the next animation frame (before paint).
    await advance(ANIMATION_FRAME_MS);
    for (const slot of plan.slots) expect(slotViews.get(slot.id)).not.toBe('waiting');
  });
});
