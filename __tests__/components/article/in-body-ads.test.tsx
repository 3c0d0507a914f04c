import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { articleAdBreaks } from '@/ads/article-ad-placement';
import { buildGptPagePlan } from '@/ads/page-plan';
import type { GptPagePlan } from '@/ads/types';
import type { ContentBlock } from '@/api-clients/schemas/article';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { ArticleBody } from '@/components/article/article-body';
import { ArticleBodyBlocks } from '@/components/article/article-body-blocks';
import { ArticleBodyIsland } from '@/components/article/article-body-island';
import { SERVER_HTML_FINGERPRINTS_ID } from '@/foundation/site/html-only';
import { slotViews } from '@/lib/client/gpt/slot-view-store';
import { withoutHtmlOnlyProps } from '@/lib/next-adapters/html-only-props-adapter';

let asPath = '/article/202607/123/';
jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), asPath }) }));

const CONTEXT = { publicationDate: '202607', articleId: '123', page: 1 };
/** A long body: a heading, then paragraphs of about 200 characters with a picture in between. */
const BLOCKS: ContentBlock[] = [
  { type: 'HEAD', id: 'anchor-1', content: '概要' },
  ...Array.from({ length: 14 }, (_, index): ContentBlock[] => [
    { type: 'STRING', content: `${index + 1}段落目。${'新作の詳細が明らかになった。'.repeat(14)}` },
    ...(index === 5 ? [{ type: 'IMAGE', id: '1', url: 'https://img.example.com/a/1_1280x720.jpg', width: 1280, height: 720, content: '画面' } as ContentBlock] : []),
  ]).flat(),
];
const BREAKS = articleAdBreaks(BLOCKS);

const planFor = (device: 'PC' | 'SP', articleAdCount = BREAKS.length): GptPagePlan | null =>
  buildGptPagePlan({ device, adPageType: 'ARTICLE_DETAIL', environment: 'prd', adSpace: null, now: new Date('2026-07-15T12:00:00+09:00'), articleAdCount });

const withPlan = (plan: GptPagePlan | null, ui: ReactElement) => <AdPlanProvider plan={plan}>{ui}</AdPlanProvider>;

/** The body island's HTML as the server renders it for the page (components/pages/article-page-islands.tsx). */
const islandHtml = (plan: GptPagePlan | null, blocks = BLOCKS) => renderToStaticMarkup(withPlan(plan, <ArticleBodyIsland blocks={blocks} {...CONTEXT} />));

// The HTML document carries the fingerprints of the HTML it left out of __NEXT_DATA__ (decision 017):
// here of the phone's body island, which the refresh test gets again.
beforeAll(() => {
  const script = document.createElement('script');
  script.id = SERVER_HTML_FINGERPRINTS_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(withoutHtmlOnlyProps({ islands: { 'article-body': islandHtml(planFor('SP')) } }).fingerprints);
  document.head.appendChild(script);
});

function serverRendered(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  return container;
}

const inBodySlots = (root: ParentNode) => [...root.querySelectorAll('[data-in-body-ad] [data-ad-slot]')];

describe('article-ad slots in the article body', () => {
  it('the body long enough for several', () => {
    expect(BREAKS.length).toBeGreaterThanOrEqual(3);
  });

  it.each(['PC', 'SP'] as const)('%s: slot n before the block of the n-th break, each between two paragraphs, labelled 広告, its height reserved', (device) => {
    const { container } = render(withPlan(planFor(device), <ArticleBodyIsland blocks={BLOCKS} {...CONTEXT} />));
    const slots = inBodySlots(container);
    const site = device === 'PC' ? 'playnote' : 'playnote-s';
    expect(slots.map((slot) => slot.getAttribute('data-ad-slot'))).toEqual(BREAKS.map((_, n) => `${site}_article_ia${n + 1}_gam`));
    for (const [n, slot] of slots.entries()) {
      const box = slot.parentElement!;
      expect(box.previousElementSibling?.tagName).toBe('P');
      expect(box.nextElementSibling?.tagName).toBe('P');
      expect(box.nextElementSibling?.textContent).toMatch(new RegExp(`^${BLOCKS[BREAKS[n]!]!.content.slice(0, 5)}`));
      expect(slot.textContent).toBe('広告');
      expect(slot.querySelector(`#${site}_article_ia${n + 1}_gam`)).not.toBeNull();
      // The tallest size of the article-ad slot: 280 (336x280) on both devices.
      expect(slot.querySelector('[style*="min-height: 280px"]')).not.toBeNull();
    }
  });

  it('only as many as the plan defines (the page props said how many breaks)', () => {
    const { container } = render(withPlan(planFor('PC', 1), <ArticleBodyIsland blocks={BLOCKS} {...CONTEXT} />));
    expect(inBodySlots(container).map((slot) => slot.getAttribute('data-ad-slot'))).toEqual(['playnote_article_ia1_gam']);
  });

  it('none without an ad plan (isDisplayAd false, pages without ads)', () => {
    const { container } = render(withPlan(null, <ArticleBodyIsland blocks={BLOCKS} {...CONTEXT} />));
    expect(container.querySelector('[data-ad-slot]')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(14);
  });

  it('what the page passes as `between` replaces them (the AMP document passes its amp-ads)', () => {
    const between = new Map([[3, <aside key="x" data-own="yes" />]]);
    const { container } = render(withPlan(planFor('PC'), <ArticleBodyBlocks blocks={BLOCKS} between={between} {...CONTEXT} />));
    expect(container.querySelector('[data-ad-slot]')).toBeNull();
    expect(container.querySelector('[data-own]')?.previousElementSibling?.textContent).toMatch(/^2段落目/);
  });
});

describe('article-ad slots inside the body’s island HTML (decisions 017, 032)', () => {
  afterEach(() => {
    for (const n of [1, 2, 3, 4, 5]) slotViews.reset(`playnote_article_ia${n}_gam`);
  });

  it('hydrate without errors, each id once in the document, and follow what GPT answers', () => {
    asPath = '/article/202607/400/';
    const container = serverRendered(withPlan(planFor('PC'), <ArticleBody html={islandHtml(planFor('PC'))} />));
    const serverSlots = inBodySlots(container).length;
    expect(serverSlots).toBe(BREAKS.length);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    // The HTML document's __NEXT_DATA__ carries null for the island.
    render(withPlan(planFor('PC'), <ArticleBody html={null} />), { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    const slots = inBodySlots(container);
    expect(slots).toHaveLength(serverSlots);
    expect(document.querySelectorAll('#playnote_article_ia1_gam')).toHaveLength(1);
    expect(slots[0]?.getAttribute('data-slot-view')).toBe('waiting');

    act(() => slotViews.answer('playnote_article_ia1_gam', 'filled', () => 'collapse'));
    act(() => slotViews.answer('playnote_article_ia2_gam', 'empty', () => 'collapse'));
    const [first, second] = inBodySlots(container);
    expect(first?.getAttribute('data-slot-view')).toBe('filled');
    expect(second?.getAttribute('data-slot-view')).toBe('collapsed');
    container.remove();
  });

  it('a refresh with the same body keeps the slots, filled ads included', () => {
    asPath = '/article/202607/401/';
    const html = islandHtml(planFor('SP'));
    const container = serverRendered(withPlan(planFor('SP'), <ArticleBody html={html} />));
    const view = render(withPlan(planFor('SP'), <ArticleBody html={null} />), { container, hydrate: true });
    const slot = container.querySelector('#playnote-s_article_ia1_gam')!;
    const ad = slot.appendChild(document.createElement('iframe'));

    view.rerender(withPlan(planFor('SP'), <ArticleBody html={`${html}`} />));
    expect(ad.isConnected).toBe(true);
    expect(document.querySelectorAll('#playnote-s_article_ia1_gam')).toHaveLength(1);
    container.remove();
  });

  it('another article’s body (a client navigation) has its slots taken over again, each id once', () => {
    asPath = '/article/202607/402/';
    const container = serverRendered(withPlan(planFor('PC'), <ArticleBody html={islandHtml(planFor('PC'))} />));
    const view = render(withPlan(planFor('PC'), <ArticleBody html={null} />), { container, hydrate: true });
    const ad = container.querySelector('#playnote_article_ia1_gam')!.appendChild(document.createElement('iframe'));

    const next = BLOCKS.map((block) => (block.type === 'STRING' ? { ...block, content: `次の記事。${String(block.content)}` } : block));
    asPath = '/article/202607/403/';
    view.rerender(withPlan(planFor('PC'), <ArticleBody html={islandHtml(planFor('PC'), next)} />));
    expect(ad.isConnected).toBe(false);
    expect(container.querySelector('p')?.textContent).toMatch(/^次の記事。/);
    const slots = inBodySlots(container);
    expect(slots).toHaveLength(BREAKS.length);
    expect(slots.every((slot) => slot.getAttribute('data-slot-view') === 'waiting')).toBe(true);
    expect(document.querySelectorAll('#playnote_article_ia1_gam')).toHaveLength(1);
    container.remove();
  });
});
