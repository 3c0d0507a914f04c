import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { buildGptPagePlan, buildSectionAdPlan, type SectionAdPlan } from '@/ads/page-plan';
import type { BackgroundPattern } from '@/ads/background-pattern';
import { slotSpecsFor } from '@/ads/slot-definitions';
import { SIDE_JACKS_MIN_VIEWPORT_PX } from '@/ads/slot-placement';
import type { AdDevice, GptPagePlan } from '@/ads/types';
import type { AdSpacePageType } from '@/api-clients/schemas/ads';
import { AdExtrasProvider } from '@/components/ads/ad-extras-context';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { CLOSE_OVERLAY_LABEL, OutOfFlowAds, useDirectSoldSidesShown } from '@/components/ads/out-of-flow-ads';
import { SectionAdRegion } from '@/components/ads/section-ad-region';
import { slotViews } from '@/lib/client/gpt/slot-view-store';
import { adSpace, NOW, unit } from '../../ads/fixtures';

const WIDE = SIDE_JACKS_MIN_VIEWPORT_PX;
const HD = 1366;

function planFor(device: AdDevice, pageType: AdSpacePageType): GptPagePlan {
  const numbers = slotSpecsFor(device, pageType).map((spec) => spec.number);
  return buildGptPagePlan({ device, adPageType: pageType, environment: 'prd', adSpace: adSpace(pageType, numbers), now: NOW })!;
}

/** A window of this width as matchMedia reports it (jsdom has none). */
function setWindowWidth(width: number | null): void {
  if (width === null) {
    delete (window as { matchMedia?: unknown }).matchMedia;
    return;
  }
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

const extras = (variant: BackgroundPattern, sections: SectionAdPlan = { slots: [], scripts: [] }) => ({ sections, backgroundVariant: variant });

function Page({ plan, variant = 'B', children }: { plan: GptPagePlan | null; variant?: BackgroundPattern; children?: ReactNode }) {
  return (
    <AdPlanProvider plan={plan}>
      <AdExtrasProvider extras={extras(variant)}>
        <OutOfFlowAds />
        {children}
      </AdExtrasProvider>
    </AdPlanProvider>
  );
}

function DirectSold() {
  return <div data-direct-sold={useDirectSoldSidesShown() ? 'shown' : 'away'} />;
}

const definedIds = (container: HTMLElement) => [...container.querySelectorAll('[data-ad-slot]')].map((element) => element.getAttribute('data-ad-slot'));
const ALL_IDS = [...planFor('PC', 'ARTICLE_DETAIL').slots, ...planFor('PC', 'TOP').slots].map((slot) => slot.id);

afterEach(() => {
  setWindowWidth(null);
  act(() => ALL_IDS.forEach((id) => slotViews.reset(id)));
});

describe('OutOfFlowAds: which out-of-flow elements a page view renders (GPT defines only those)', () => {
  it.each([
    ['PC article at 1,600 px: overlay and the variant\'s two jacks', 'PC', 'ARTICLE_DETAIL', WIDE, 'B', ['playnote_article_ol_gam', 'playnote_article_bg_l_b_gam', 'playnote_article_bg_r_b_gam']],
    ['PC article at 1,600 px, variant C', 'PC', 'ARTICLE_DETAIL', WIDE, 'C', ['playnote_article_ol_gam', 'playnote_article_bg_l_c_gam', 'playnote_article_bg_r_c_gam']],
    ['PC article at 1,599 px: no room beside the column, no jacks', 'PC', 'ARTICLE_DETAIL', WIDE - 1, 'A', ['playnote_article_ol_gam']],
    ['PC article at 1,366 px', 'PC', 'ARTICLE_DETAIL', HD, 'A', ['playnote_article_ol_gam']],
    ['PC top page at 1,600 px: jacks without variants', 'PC', 'TOP', WIDE, 'A', ['playnote_top_ol_gam', 'playnote_top_bg_l_gam', 'playnote_top_bg_r_gam']],
    ['PC list page: the overlay only (no jacks on lists)', 'PC', 'LIST', WIDE, 'A', ['playnote_list_ol_gam']],
    ['PC preview: nothing out of flow (no overlay on previews)', 'PC', 'PREVIEW', WIDE, 'A', []],
    ['SP article: nothing out of flow', 'SP', 'ARTICLE_DETAIL', WIDE, 'A', []],
  ] as const)('%s', (_name, device, pageType, width, variant, ids) => {
    setWindowWidth(width);
    const { container } = render(<Page plan={planFor(device, pageType)} variant={variant} />);
    expect(definedIds(container)).toEqual(ids);
    for (const side of container.querySelectorAll<HTMLElement>('[data-background-side]')) expect(side.dataset.variant ?? null).toBe(pageType === 'ARTICLE_DETAIL' ? variant : null);
  });

  it('no plan (ads off): nothing', () => {
    setWindowWidth(WIDE);
    const { container } = render(<Page plan={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('the server renders the overlay anchor but no jack (the width is not known there)', () => {
    const html = renderToString(<Page plan={planFor('PC', 'ARTICLE_DETAIL')} />);
    expect(html).toContain('data-ad-slot="playnote_article_ol_gam"');
    expect(html).not.toContain('bg_l');
  });
});

describe('the overlay: seen only once filled, closed for the page view by its button', () => {
  const id = 'playnote_article_ol_gam';
  const overlay = (container: HTMLElement) => container.querySelector<HTMLElement>(`#${id}`)!.parentElement!;

  it('waiting and empty: laid out (GPT needs its element) but not shown; filled: shown, with the 広告 label and room at the page end', () => {
    setWindowWidth(HD);
    const { container } = render(<Page plan={planFor('PC', 'ARTICLE_DETAIL')} />);
    expect(overlay(container).dataset.shown).toBe('false');
    act(() => slotViews.answer(id, 'filled', () => 'collapse'));
    expect(overlay(container).dataset.shown).toBe('true');
    expect(overlay(container)).toHaveTextContent('広告');
    const endSpace = document.body.lastElementChild;
    expect(endSpace).toHaveAttribute('aria-hidden', 'true');
    expect(container).not.toContainElement(endSpace as HTMLElement);
  });

  it.each([['collapsed', 'collapse'], ['house-promotion', 'house-promotion']] as const)('an empty answer (%s) never shows it', (_view, treatment) => {
    const { container } = render(<Page plan={planFor('PC', 'ARTICLE_DETAIL')} />);
    act(() => slotViews.answer(id, 'empty', () => treatment));
    expect(overlay(container).dataset.shown).toBe('false');
  });

  it('the close button hides it and it stays closed when the ad answers again', () => {
    const { container } = render(<Page plan={planFor('PC', 'ARTICLE_DETAIL')} />);
    act(() => slotViews.answer(id, 'filled', () => 'collapse'));
    fireEvent.click(screen.getByRole('button', { name: CLOSE_OVERLAY_LABEL }));
    expect(overlay(container).dataset.shown).toBe('false');
    act(() => slotViews.answer(id, 'filled', () => 'collapse'));
    expect(overlay(container).dataset.shown).toBe('false');
  });
});

describe('one takeover at the sides: the direct-sold banners give way to the ad server\'s jacks', () => {
  const [left, right] = ['playnote_article_bg_l_b_gam', 'playnote_article_bg_r_b_gam'];

  it.each([
    ['1,366 px (no GPT jack on the page)', 'shown', HD, []],
    ['1,600 px, waiting for GPT', 'away', WIDE, []],
    ['1,600 px, one side filled', 'away', WIDE, [[left, 'filled']]],
    ['1,600 px, both sides empty', 'shown', WIDE, [[left, 'empty'], [right, 'empty']]],
    ['1,600 px, one empty, one waiting', 'away', WIDE, [[left, 'empty']]],
  ] as const)('%s → direct-sold banners %s', (_name, expected, width, answers) => {
    setWindowWidth(width);
    const { container } = render(
      <Page plan={planFor('PC', 'ARTICLE_DETAIL')}>
        <DirectSold />
      </Page>,
    );
    act(() => answers.forEach(([slot, answer]) => slotViews.answer(slot, answer, () => 'collapse')));
    expect(container.querySelector('[data-direct-sold]')?.getAttribute('data-direct-sold')).toBe(expected);
  });

  it('a page without live GPT jacks (a list) leaves the sides to the direct-sold banners', () => {
    setWindowWidth(WIDE);
    const { container } = render(
      <Page plan={planFor('PC', 'LIST')}>
        <DirectSold />
      </Page>,
    );
    expect(container.querySelector('[data-direct-sold]')?.getAttribute('data-direct-sold')).toBe('shown');
  });

  it('the server never renders a direct-sold side banner where GPT jacks may take the sides', () => {
    const html = renderToString(
      <Page plan={planFor('PC', 'ARTICLE_DETAIL')}>
        <DirectSold />
      </Page>,
    );
    expect(html).toContain('data-direct-sold="away"');
  });
});

describe('SectionAdRegion: FLEXONE/YAHOO section slots in their region', () => {
  const URLS = { FLEXONE: 'https://flexone.example/tag.js', YAHOO: 'https://yads.example/yads.js' };
  const sections = (urls: Partial<typeof URLS>) =>
    buildSectionAdPlan(
      { device: 'PC', adPageType: 'ARTICLE_DETAIL', environment: 'prd', adSpace: { pageType: 'ARTICLE_DETAIL', units: [unit(15, { type: 'FLEXONE' }), unit(16, { type: 'YAHOO' })] }, now: NOW },
      urls,
    );

  function renderRegion(urls: Partial<typeof URLS>, region: 'rail' | 'main-bottom') {
    return render(
      <AdPlanProvider plan={planFor('PC', 'ARTICLE_DETAIL')}>
        <AdExtrasProvider extras={extras('A', sections(urls))}>
          <SectionAdRegion region={region} />
        </AdExtrasProvider>
      </AdPlanProvider>,
    );
  }

  it('each slot reserves its height and its element carries the provider\'s data attributes', () => {
    const { container } = renderRegion(URLS, 'rail');
    const element = container.querySelector<HTMLElement>('#playnote_article_flexone_fo')!;
    expect(element.dataset).toMatchObject({ adProvider: 'FLEXONE', sectionId: 'playnote_article', adId: 'playnote_article_flexone', isDmp: 'false', isSync: 'false' });
    expect(element.parentElement!.style.minHeight).toBe('250px');
    expect(container.querySelector('#playnote_article_yahoo_yads')?.getAttribute('data-ad-provider')).toBe('YAHOO');
    expect(container.querySelector('script')).toBeNull();
  });

  it.each([
    ['no script URL: nothing, nothing reserved', {}, 'rail'],
    ['another region', URLS, 'main-bottom'],
  ] as const)('%s', (_name, urls, region) => {
    expect(renderRegion(urls, region).container).toBeEmptyDOMElement();
  });
});
