/** @jest-environment node */
import { MAX_SECONDARY_CARD_ADS, selectCampaigns, toConvertedCard, toSponsoredCandidates } from '@/ads/campaign-cards';
import { insertSponsoredCards, MAX_SPONSORED_CARDS, MIN_SPONSORED_INDEX, type ConvertedCard, type ListEntry, type SponsoredCandidate } from '@/ads/sponsored-cards';
import { campaign, FUTURE, LONG_AGO, NOW, PAST, YESTERDAY } from './fixtures';

describe('sponsored card constants (spec §9)', () => {
  it('up to 4 per list, minimum list index 4, secondary card ads capped at 4 (spec §9)', () => {
    expect([MAX_SPONSORED_CARDS, MIN_SPONSORED_INDEX, MAX_SECONDARY_CARD_ADS]).toEqual([4, 4, 4]);
  });
});

describe('toConvertedCard (spec §3 converted card)', () => {
  it('maps a campaign item to the converted card, publishedAt null (spec §3)', () => {
    const item = campaign(3001, {
      campaignTitle: '『星の海』好評発売中',
      isMatomePage: true,
      directoryName: 'summer-sale',
      linkedUrl: '/special/summer-sale/',
      mainCategory: { id: '22', code: 'special-article', nameJa: '特集・企画記事', isMainCategory: true, priority: 2 },
    });
    expect(toConvertedCard(item)).toEqual({
      id: '3001',
      title: '『星の海』好評発売中',
      description: null,
      thumbnailUrl: 'https://img.example.com/campaign/3001.jpg',
      mainCategory: { nameJa: '特集・企画記事', id: '22', code: 'special-article', isMainCategory: true, priority: 2 },
      publishedAt: null,
      iconImage: 'https://img.example.com/campaign/3001-icon.jpg',
      advertiserName: '広告主3001',
      isCampaignPr: true,
      isPr: true,
      linkedUrl: '/special/summer-sale/',
      isMatomePage: true,
      directoryName: 'summer-sale',
    });
  });

  it.each([
    ['given on the campaign', { id: '21', code: 'news', nameJa: 'ニュース', isMainCategory: true, priority: 7 }, 7],
    ['missing: taken from the category list', { id: '23', code: 'review', nameJa: 'レビュー', isMainCategory: true }, 3],
    ['missing and unknown category', { id: '999', code: 'x', nameJa: 'x', isMainCategory: false }, null],
  ])('mainCategory.priority %s → %s (spec §3)', (_name, mainCategory, priority) => {
    expect(toConvertedCard(campaign(1, { mainCategory })).mainCategory.priority).toBe(priority);
  });

  it.each([true, false])('the card is labelled PR whatever isDisplayOnPr (%s) says', (isDisplayOnPr) => {
    expect(toConvertedCard(campaign(1, { isDisplayOnPr }))).toMatchObject({ isPr: true, isCampaignPr: true });
  });
});

describe('selectCampaigns: device, showAds and windows (spec §4, §9)', () => {
  it.each([
    ['shown on PC and SP', {}, true, true],
    ['PC only ("1")', { displayDevices: ['1'] as ('1' | '2')[] }, true, false],
    ['SP only ("2")', { displayDevices: ['2'] as ('1' | '2')[] }, false, true],
    ['no device', { displayDevices: [] as ('1' | '2')[] }, false, false],
    ['showAds false', { showAds: false }, false, false],
    ['window open-ended and started', { endAt: null }, true, true],
    ['window not started', { startAt: FUTURE, endAt: null }, false, false],
    ['window ended', { startAt: LONG_AGO, endAt: YESTERDAY }, false, false],
    ['window start missing', { startAt: null }, false, false],
    ['window start invalid', { startAt: 'someday' }, false, false],
    ['window end before start', { startAt: FUTURE, endAt: PAST }, false, false],
    ['release window around now', { releaseStartAt: PAST, releaseEndAt: FUTURE }, true, true],
    ['release window ended', { releaseStartAt: LONG_AGO, releaseEndAt: YESTERDAY }, false, false],
    ['release not started', { releaseStartAt: FUTURE, releaseEndAt: null }, false, false],
    ['release start invalid', { releaseStartAt: 'x' }, false, false],
  ])('%s → PC %s, SP %s (spec §4 display window, page-data-shapes displayDevices)', (_name, overrides, onPc, onSp) => {
    const items = [campaign(1, overrides)];
    expect(selectCampaigns(items, { device: 'PC', now: NOW })).toHaveLength(onPc ? 1 : 0);
    expect(selectCampaigns(items, { device: 'SP', now: NOW })).toHaveLength(onSp ? 1 : 0);
  });
});

describe('selectCampaigns: secondary card ads capped at the first 4 after priority grouping (spec §9)', () => {
  it.each([
    ['fewer than 4: all, by priority', [[1, 2], [2, 1]], ['2', '1']],
    ['ties keep the API order', [[1, 1], [2, 1], [3, 1]], ['1', '2', '3']],
    ['6 of one priority: the first 4', [[1, 1], [2, 1], [3, 1], [4, 1], [5, 1], [6, 1]], ['1', '2', '3', '4']],
    ['priority 1 beats earlier priority 2s', [[1, 2], [2, 2], [3, 2], [4, 2], [5, 1]], ['5', '1', '2', '3']],
    ['three groups', [[1, 3], [2, 2], [3, 1], [4, 3], [5, 2], [6, 1]], ['3', '6', '2', '5']],
  ])('%s', (_name, rows, ids) => {
    const items = rows.map(([id, priority]) => campaign(id as number, { priority }));
    expect(selectCampaigns(items, { device: 'PC', now: NOW }).map((item) => item.id)).toEqual(ids);
  });

  it('inactive campaigns do not take a seat', () => {
    const items = [campaign(1, { showAds: false }), ...[2, 3, 4, 5].map((id) => campaign(id))];
    expect(selectCampaigns(items, { device: 'PC', now: NOW }).map((item) => item.id)).toEqual(['2', '3', '4', '5']);
  });

  it('toSponsoredCandidates keeps each campaign\'s position', () => {
    expect(toSponsoredCandidates([campaign(1, { position: 8 })], { device: 'SP', now: NOW })).toEqual([
      { card: toConvertedCard(campaign(1)), position: 8 },
    ]);
  });
});

function card(id: number): ConvertedCard {
  return toConvertedCard(campaign(id));
}

function candidates(...positions: number[]): SponsoredCandidate[] {
  return positions.map((position, index) => ({ card: card(index + 1), position }));
}

/** The list as a string: `a` for an article, the card id for a sponsored card. */
function shape(entries: readonly ListEntry<string>[]): string {
  return entries.map((entry) => (entry.kind === 'article' ? 'a' : entry.card.id)).join('');
}

function articles(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `article-${i}`);
}

describe('insertSponsoredCards (spec §9: up to 4 per list, minimum list index 4, not adjacent)', () => {
  it.each([
    ['empty list → no card', 0, [4], ''],
    ['1 item → no card (fewer than 5 items)', 1, [4], 'a'],
    ['4 items → no card (fewer than 5 items)', 4, [4], 'aaaa'],
    ['5 items → one card at index 4', 5, [4], 'aaaa1a'],
    ['position used as given', 20, [4, 8, 12, 16], 'aaaa1aaa2aaa3aaa4aaaaaaa'],
    ['position below 4 moves to index 4', 10, [1], 'aaaa1aaaaaa'],
    ['position 0 moves to index 4', 10, [0], 'aaaa1aaaaaa'],
    ['same position twice: the second moves past the first, not adjacent', 10, [4, 4], 'aaaa1a2aaaaa'],
    ['adjacent positions 6 and 7: the second moves to 8', 10, [6, 7], 'aaaaaa1a2aaa'],
    ['input order does not matter: ascending position', 20, [12, 4], 'aaaa2aaaaaaa1aaaaaaaaa'],
    ['cap: 5 candidates, 4 placed', 30, [4, 6, 8, 10, 12], 'aaaa1a2a3a4aaaaaaaaaaaaaaaaaaaaaaa'],
    ['position past the end is dropped', 6, [4, 20], 'aaaa1aa'],
    ['a card never ends the list: index equal to the length is dropped', 6, [6], 'aaaaaa'],
    ['moved past the end is dropped', 5, [4, 5], 'aaaa1a'],
    ['moved forward while an item still follows', 6, [4, 5], 'aaaa1a2a'],
    ['no candidates', 8, [], 'aaaaaaaa'],
  ])('%s', (_name, count, positions, expected) => {
    expect(shape(insertSponsoredCards(articles(count), candidates(...positions)))).toBe(expected);
  });

  it.each([
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 3],
    [8, 4],
    [20, 4],
    [100, 4],
  ])('a %i-item list with 8 candidates all at 4: %i cards, never adjacent, never before index 4, cap 4 (spec §9)', (count, cards) => {
    const result = insertSponsoredCards(articles(count), candidates(4, 4, 4, 4, 4, 4, 4, 4));
    const indexes = result.flatMap((entry, index) => (entry.kind === 'sponsored' ? [index] : []));
    expect(indexes.length).toBe(cards);
    expect(indexes.length).toBeLessThanOrEqual(MAX_SPONSORED_CARDS);
    for (const [k, index] of indexes.entries()) {
      expect(index).toBeGreaterThanOrEqual(MIN_SPONSORED_INDEX);
      if (k > 0) expect(index - (indexes[k - 1] ?? 0)).toBeGreaterThan(1);
      expect(result[index + 1]?.kind).toBe('article');
    }
  });

  it('keeps every article in order and does not touch its inputs', () => {
    const list = articles(12);
    const input = candidates(4, 8);
    const frozen = JSON.stringify([list, input]);
    const result = insertSponsoredCards(list, input);
    expect(result.flatMap((entry) => (entry.kind === 'article' ? [entry.article] : []))).toEqual(list);
    expect(JSON.stringify([list, input])).toBe(frozen);
    expect(result).not.toBe(list);
  });

  it('options override the cap and the minimum index', () => {
    expect(shape(insertSponsoredCards(articles(6), candidates(0, 0), { maxCards: 1, minIndex: 2 }))).toBe('aa1aaaa');
  });
});
