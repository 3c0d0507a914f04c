import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { CARD_SLOT_PREFERRED_INDEX } from '@/ads/list-card-slot';
import { buildGptPagePlan } from '@/ads/page-plan';
import { toConvertedCard } from '@/ads/campaign-cards';
import { MAX_SPONSORED_CARDS, MIN_SPONSORED_INDEX, type SponsoredCandidate } from '@/ads/sponsored-cards';
import type { AdDevice } from '@/ads/types';
import type { ArticleCard } from '@/api-clients/schemas/common';
import { AdPlanProvider } from '@/components/ads/ad-plan-context';
import { ArticleList } from '@/components/article-card/article-list';
import { CARD_SLOT_HEIGHT } from '@/components/article-card/card-slot-item';
import { adSpace, campaign, NOW } from '../../ads/fixtures';

function article(n: number): ArticleCard {
  return {
    id: String(100 + n),
    title: `記事${n}`,
    description: null,
    publishedAt: '2026-07-15T12:00:00+09:00',
    thumbnailUrl: `https://img.example.com/article/${n}.jpg`,
    isPr: false,
    isVideoArticle: false,
    mainCategory: { id: '21', code: 'news', nameJa: 'ニュース', isMainCategory: true },
    subCategories: null,
    reTweetCount: 0,
    redirectUrl: null,
  } as ArticleCard;
}

const articles = (count: number) => Array.from({ length: count }, (_, i) => article(i + 1));

function candidate(id: number, position: number, overrides: Parameters<typeof campaign>[1] = {}): SponsoredCandidate {
  return { card: toConvertedCard(campaign(id, { position, ...overrides })), position };
}

/**
 * The candidates the page data selects for each device: card 1 at index 4 on both, PC-only and
 * SP-only cards elsewhere, and too many for PC. The list gets the reader's device's set only.
 */
const SPONSORED: Record<AdDevice, SponsoredCandidate[]> = {
  PC: [candidate(1, 4), candidate(2, 4), candidate(3, 9), candidate(4, 12), candidate(5, 16), candidate(6, 18)],
  SP: [candidate(1, 4), candidate(7, 6), candidate(8, 10)],
};

const items = (list: HTMLElement) => within(list).getAllByRole('listitem');
const isSponsored = (item: HTMLElement) => item.querySelector('[data-sponsored]') !== null;
const sponsoredItems = (container: HTMLElement) => [...container.querySelectorAll('li')].filter(isSponsored);
const sponsoredIndexes = (visible: HTMLElement[]) => visible.flatMap((item, index) => (isSponsored(item) ? [index] : []));

describe('ArticleList with sponsored cards (spec §9)', () => {
  it.each(['PC', 'SP'] as const)(
    `on %s: at most ${MAX_SPONSORED_CARDS} cards, none before index ${MIN_SPONSORED_INDEX}, never two adjacent, never last`,
    (device) => {
      render(<ArticleList articles={articles(20)} sponsored={SPONSORED[device]} />);
      const visible = items(screen.getByRole('list'));
      const indexes = sponsoredIndexes(visible);
      expect(indexes.length).toBeGreaterThan(0);
      expect(indexes.length).toBeLessThanOrEqual(MAX_SPONSORED_CARDS);
      expect(Math.min(...indexes)).toBeGreaterThanOrEqual(MIN_SPONSORED_INDEX);
      indexes.forEach((index, n) => n > 0 && expect(index - (indexes[n - 1] ?? 0)).toBeGreaterThan(1));
      expect(indexes).not.toContain(visible.length - 1);
      expect(visible.length - indexes.length).toBe(20);
    },
  );

  it.each([
    ['PC', [4, 6, 9, 12], ['キャンペーン1', 'キャンペーン2', 'キャンペーン3', 'キャンペーン4']],
    ['SP', [4, 6, 10], ['キャンペーン1', 'キャンペーン7', 'キャンペーン8']],
  ] as const)('on %s: the device’s cards where its campaigns ask (the next free index when taken), the cap dropping the rest', (device, indexes, titles) => {
    render(<ArticleList articles={articles(20)} sponsored={SPONSORED[device]} />);
    const visible = items(screen.getByRole('list'));
    expect(sponsoredIndexes(visible)).toEqual(indexes);
    expect(visible.filter(isSponsored).map((item) => item.textContent?.match(/キャンペーン\d+/)?.[0])).toEqual(titles);
    expect(visible).toHaveLength(20 + indexes.length);
  });

  it.each(['PC', 'SP'] as const)('on %s: a list of exactly 5 articles gets one card, at index 4, before the last article', (device) => {
    render(<ArticleList articles={articles(5)} sponsored={SPONSORED[device]} />);
    const visible = items(screen.getByRole('list'));
    expect(sponsoredIndexes(visible)).toEqual([4]);
    expect(visible[5]).toHaveTextContent('記事5');
  });

  it.each([0, 1, 4])('a list of %d articles (fewer than 5) gets no card', (count) => {
    const { container } = render(<ArticleList articles={articles(count)} sponsored={SPONSORED.PC} />);
    expect(sponsoredItems(container)).toHaveLength(0);
    expect(container.querySelectorAll('li')).toHaveLength(count);
  });

  it('a card shows the campaign image, its title, 提供：advertiser and a visible PR label, linking with rel="sponsored noopener"', () => {
    render(<ArticleList articles={articles(8)} sponsored={[candidate(1, 4)]} />);
    const [card] = screen.getAllByRole('listitem').filter(isSponsored);
    const link = within(card!).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://www.example.com/campaign/1/');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('キャンペーン1 PR 提供：広告主1');
    expect(within(card!).getByText('PR')).toBeVisible();
    expect(within(card!).getByText('提供：広告主1')).toBeInTheDocument();
    // The campaign image, resized by the image CDN like every content image.
    expect(card!.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/img\.example\.com\/campaign\/1\.jpg\?w=\d+$/);
  });

  it('a site link (a sponsored collection) stays in the tab; an unsafe link drops the card', () => {
    render(
      <ArticleList
        articles={articles(12)}
        sponsored={[candidate(1, 4, { linkedUrl: '/special/pr-collection/' }), candidate(2, 8, { linkedUrl: 'javascript:alert(1)' })]}
      />,
    );
    const cards = screen.getAllByRole('listitem').filter(isSponsored);
    expect(cards).toHaveLength(1);
    const link = within(cards[0]!).getByRole('link');
    expect(link).toHaveAttribute('href', '/special/pr-collection/');
    expect(link).not.toHaveAttribute('target');
  });

  it('sponsored titles stay out of the heading outline; ranks and priority count articles only', () => {
    render(<ArticleList articles={articles(10)} ranked priorityCount={6} sponsored={[candidate(1, 4)]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(articles(10).map((card) => card.title));
    const visible = items(screen.getByRole('list'));
    expect(visible[5]).toHaveTextContent(/^5記事5/);
  });

  it('without sponsored candidates the list is the articles only', () => {
    const { container } = render(<ArticleList articles={articles(20)} />);
    expect(container.querySelectorAll('li')).toHaveLength(20);
    expect(sponsoredItems(container)).toHaveLength(0);
  });

  it('keeps the <ol> list semantics and has no accessibility violations', async () => {
    const { container } = render(
      <main>
        <ArticleList articles={articles(20)} sponsored={SPONSORED.PC} />
      </main>,
    );
    expect(container.querySelector('ol')).toBe(screen.getByRole('list'));
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('ArticleList with slot 17 (the card ad, PC)', () => {
  /** A list page's plan for the device from an ad space with units 1 (header banner) and 17 (card ad). */
  const planFor = (device: AdDevice) => buildGptPagePlan({ device, adPageType: 'LIST', environment: 'prd', adSpace: adSpace('LIST', [1, 17]), now: NOW });
  const cardSlotItems = (container: HTMLElement) => [...container.querySelectorAll('li')].filter((item) => item.querySelector('[data-ad-slot]') !== null);

  function renderList(device: AdDevice | null, props: Partial<Parameters<typeof ArticleList>[0]> = {}) {
    return render(
      <AdPlanProvider plan={device ? planFor(device) : null}>
        <ArticleList articles={articles(20)} sponsored={SPONSORED.PC} cardSlot {...props} />
      </AdPlanProvider>,
    );
  }

  it('PC: the page’s main list carries the slot once, as a labelled 広告 entry between articles, clear of the sponsored cards', () => {
    const { container } = renderList('PC');
    const [slotItem, ...others] = cardSlotItems(container);
    expect(others).toHaveLength(0);
    expect(slotItem!.querySelector('[data-ad-slot]')).toHaveAttribute('data-ad-slot', 'playnote_list_card_gam');
    expect(slotItem!.querySelector('#playnote_list_card_gam')).not.toBeNull();
    expect(within(slotItem!).getByText('広告')).toBeInTheDocument();
    const visible = items(screen.getByRole('list'));
    const index = visible.indexOf(slotItem!);
    expect(index).toBeGreaterThanOrEqual(CARD_SLOT_PREFERRED_INDEX);
    expect([visible[index - 1], visible[index + 1]].map((item) => item !== undefined && !isSponsored(item))).toEqual([true, true]);
    expect(visible.length - sponsoredIndexes(visible).length - 1).toBe(20);
  });

  it('PC: the entry keeps a card’s height whatever fills it (the frame reserves the rest under the label)', () => {
    const { container } = renderList('PC');
    const [slotItem] = cardSlotItems(container);
    expect(slotItem!.style.height).toBe(`${CARD_SLOT_HEIGHT}px`);
    const frame = slotItem!.querySelector<HTMLElement>('[data-ad-slot] > div');
    expect(parseFloat(frame!.style.minHeight)).toBeGreaterThan(CARD_SLOT_HEIGHT / 2);
    expect(parseFloat(frame!.style.minHeight)).toBeLessThan(CARD_SLOT_HEIGHT);
  });

  it.each([
    ['SP (no slot 17 on phones)', 'SP' as const, {}],
    ['a page view without ads (no plan)', null, {}],
    ['a list that is not the page’s main list', 'PC' as const, { cardSlot: false }],
    ['a list too short for it (4 articles)', 'PC' as const, { articles: articles(4) }],
  ])('no slot on %s', (_case, device, props) => {
    const { container } = renderList(device, props);
    expect(cardSlotItems(container)).toHaveLength(0);
  });

  it('stays free of accessibility violations with the slot in the list', async () => {
    const { container } = render(
      <main>
        <AdPlanProvider plan={planFor('PC')}>
          <ArticleList articles={articles(20)} sponsored={SPONSORED.PC} cardSlot />
        </AdPlanProvider>
      </main>,
    );
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
