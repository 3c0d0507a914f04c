/** @jest-environment node */
import { createDataset, getDataset, type Dataset } from '@/mocks/data';

const DATASETS: [string, Dataset][] = [
  ['default data set', getDataset()],
  ['800 articles', createDataset({ articleCount: 800 })],
  ['another seed', createDataset({ articleCount: 1500, seed: 7 })],
];

describe.each(DATASETS)('週刊プレイノート parts (%s)', (_, dataset) => {
  const { parts } = dataset.site.weeklyPart;

  it('has the regular parts, each opening a different article', () => {
    expect(parts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(parts.map((p) => p.id)).size).toBe(parts.length);
    expect(parts[0]!.title).toMatch(/^巻頭特集：『.+』$/);
  });

  it.each([0, 1, 2, 3, 4, 5])('card %i names the game of the article it opens, in that article’s title', (index) => {
    const part = parts[index];
    if (!part) return;
    const name = /『(.+)』/.exec(part.title)?.[1];
    const article = dataset.articles.byId.get(part.id);
    expect(name).toBeDefined();
    expect(article?.card.title).toContain(`『${name}』`);
    expect(article?.gameIds[0]).toBe(dataset.games.find((g) => g.name === name)?.gameId);
    expect(part.url).toBe(`/special/content/weeklyplaynote/${part.id}/`);
    expect(part.thumbnailUrl).toContain(`/images/articles/${part.id}/hero_`);
  });
});
