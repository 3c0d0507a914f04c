import { SLOT_ANSWER_TIMEOUT_MS } from '@/ads/empty-slot';
import { buildSectionAdPlan, type SectionAdPlan } from '@/ads/page-plan';
import { PROVIDER_SCRIPT_ATTRIBUTE, startProviderScripts } from '@/lib/client/ad-provider-scripts';
import { adSpace, NOW, unit } from '../../ads/fixtures';

const URLS = { FLEXONE: 'https://flexone.example/tag.js', YAHOO: 'https://yads.example/yads.js' };

function planWith(numbers: { number: number; type: 'FLEXONE' | 'YAHOO' }[]): SectionAdPlan {
  const space = { ...adSpace('ARTICLE_DETAIL', []), units: numbers.map(({ number, type }) => unit(number, { type })) };
  return buildSectionAdPlan({ device: 'PC', adPageType: 'ARTICLE_DETAIL', environment: 'prd', adSpace: space, now: NOW }, URLS);
}

/** The page as SectionAdRegion renders it: one element per section slot. */
function renderSlots(plan: SectionAdPlan): void {
  document.body.innerHTML = plan.slots.map((entry) => `<div data-ad-slot="${entry.slot.id}"><div id="${entry.slot.id}"></div></div>`).join('');
}

const providerScripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[${PROVIDER_SCRIPT_ATTRIBUTE}]`)];

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

describe('startProviderScripts: each provider\'s script once per page view, external only (issue 16)', () => {
  const plan = planWith([
    { number: 2, type: 'YAHOO' },
    { number: 15, type: 'FLEXONE' },
    { number: 16, type: 'YAHOO' },
  ]);

  it('one <script src> per provider, however many slots it has, with no inline code', () => {
    renderSlots(plan);
    startProviderScripts(document, plan, jest.fn());
    expect(providerScripts().map((script) => [script.getAttribute(PROVIDER_SCRIPT_ATTRIBUTE), script.src, script.async, script.text])).toEqual([
      ['YAHOO', URLS.YAHOO, true, ''],
      ['FLEXONE', URLS.FLEXONE, true, ''],
    ]);
  });

  it('a new page view (client navigation) runs each script again: the old element goes, a new one is added', () => {
    renderSlots(plan);
    const end = startProviderScripts(document, plan, jest.fn());
    const first = providerScripts();
    end();
    startProviderScripts(document, plan, jest.fn());
    const second = providerScripts();
    expect(second).toHaveLength(2);
    expect(second.every((script) => !first.includes(script))).toBe(true);
  });

  it('a slot the provider fills is filled; the others are empty after the answer timeout; the page view\'s end resets and clears them', async () => {
    renderSlots(plan);
    const report = jest.fn();
    const end = startProviderScripts(document, plan, report);
    const [yahooMb, flexone, yahoo] = plan.slots.map((entry) => entry.slot.id) as [string, string, string];
    document.getElementById(flexone)!.appendChild(document.createElement('iframe'));
    await Promise.resolve(); // MutationObserver callbacks run as microtasks
    expect(report.mock.calls).toEqual([[flexone, 'filled']]);
    jest.advanceTimersByTime(SLOT_ANSWER_TIMEOUT_MS - 1);
    expect(report).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(report.mock.calls.slice(1)).toEqual([
      [yahooMb, 'empty'],
      [yahoo, 'empty'],
    ]);
    end();
    expect(report.mock.calls.slice(3).map(([id, state]) => [id, state])).toEqual(
      expect.arrayContaining([
        [flexone, null],
        [yahoo, null],
        [yahooMb, null],
      ]),
    );
    expect(document.getElementById(flexone)!.childElementCount).toBe(0);
  });

  it('a script that cannot load (blocked, offline) leaves its slots empty at once, once', () => {
    renderSlots(plan);
    const report = jest.fn();
    startProviderScripts(document, plan, report);
    providerScripts()[0]!.dispatchEvent(new Event('error'));
    expect(report.mock.calls).toEqual([
      [plan.slots[0]!.slot.id, 'empty'],
      [plan.slots[2]!.slot.id, 'empty'],
    ]);
    // The timeout then ends only FLEXONE's wait: YAHOO's slots are not reported again.
    jest.advanceTimersByTime(SLOT_ANSWER_TIMEOUT_MS);
    expect(report.mock.calls.slice(2)).toEqual([[plan.slots[1]!.slot.id, 'empty']]);
  });

  it('no provider slot: no script', () => {
    startProviderScripts(document, planWith([]), jest.fn());
    expect(providerScripts()).toEqual([]);
  });
});
