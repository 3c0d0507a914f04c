import { mergeDeviceLists, type SponsoredCandidate } from '@/ads/sponsored-cards';

function candidate(id: string, position: number): SponsoredCandidate {
  return {
    position,
    card: {
      id,
      title: `PR ${id}`,
      description: null,
      thumbnailUrl: 'https://img.test/a.jpg',
      mainCategory: { nameJa: 'ニュース', id: '21', code: 'news', isMainCategory: true, priority: 1 },
      publishedAt: null,
      iconImage: null,
      advertiserName: '広告主',
      isCampaignPr: true,
      isPr: true,
      linkedUrl: 'https://sponsor.test/',
      isMatomePage: false,
      directoryName: null,
    },
  };
}

const articles = Array.from({ length: 12 }, (_, index) => `a${index}`);
const shape = (entries: ReturnType<typeof mergeDeviceLists<string>>) =>
  entries.map((entry) => (entry.kind === 'article' ? entry.article : `[${entry.card.id}:${entry.devices.join('+')}]`));

describe('sponsored cards on one list for PC and SP (spec §9)', () => {
  it('keeps every article once, in order', () => {
    const merged = mergeDeviceLists(articles, { PC: [candidate('p', 4)], SP: [candidate('s', 6)] });
    expect(merged.filter((entry) => entry.kind === 'article').map((entry) => (entry.kind === 'article' ? entry.article : ''))).toEqual(articles);
  });

  it('tags each device’s cards at their own positions, never before index 4', () => {
    expect(shape(mergeDeviceLists(articles, { PC: [candidate('p', 4)], SP: [candidate('s', 6)] }))).toEqual([
      'a0', 'a1', 'a2', 'a3', '[p:PC]', 'a4', 'a5', '[s:SP]', 'a6', 'a7', 'a8', 'a9', 'a10', 'a11',
    ]);
    expect(shape(mergeDeviceLists(articles, { PC: [candidate('p', 1)], SP: [] })).indexOf('[p:PC]')).toBe(4);
  });

  it('a card placed the same for both devices renders once for both', () => {
    expect(shape(mergeDeviceLists(articles, { PC: [candidate('c', 5)], SP: [candidate('c', 5)] }))).toContain('[c:PC+SP]');
    expect(shape(mergeDeviceLists(articles, { PC: [candidate('c', 5)], SP: [candidate('c', 5)] })).filter((item) => item.startsWith('['))).toHaveLength(1);
  });

  it('a list of 4 articles gets no sponsored card', () => {
    expect(shape(mergeDeviceLists(articles.slice(0, 4), { PC: [candidate('p', 4)], SP: [candidate('s', 4)] }))).toEqual(['a0', 'a1', 'a2', 'a3']);
  });
});
