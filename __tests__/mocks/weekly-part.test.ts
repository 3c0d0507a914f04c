/** @jest-environment node */
import { createDataset, getDataset, type Dataset } from '@/mocks/data';

const DATASETS: [string, Dataset][] = [
  ['default data set', getDataset()],
  ['800 articles', createDataset({ articleCount: 800, nowMs: getDataset().nowMs })],
  ['another seed', createDataset({ articleCount: 1500, seed: 7, nowMs: getDataset().nowMs })],
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

/** EAN-13: the weighted sum of all 13 digits (1, 3, 1, …) is a multiple of 10. */
const isEan13 = (jan: string) => /^\d{13}$/.test(jan) && [...jan].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 === 0 ? 1 : 3), 0) % 10 === 0;

describe.each(DATASETS)('週刊プレイノート back issues and sale data (%s)', (_, dataset) => {
  const { issue, backIssues } = dataset.site.weeklyPart;

  it('the current issue is sold in print (a magazine JAN) and as an e-book', () => {
    expect(issue.jan).toMatch(/^4910/);
    expect(isEan13(issue.jan ?? "")).toBe(true);
    expect(issue.isEbook).toBe(true);
  });

  it('back issues: one a week before the other, newest first, each with its own cover', () => {
    expect(backIssues.length).toBeGreaterThanOrEqual(12);
    backIssues.forEach((backIssue, index) => {
      expect(backIssue.issueNumber).toBe(issue.issueNumber - index - 1);
      expect(Date.parse(issue.publishedAt) - Date.parse(backIssue.publishedAt)).toBe((index + 1) * 7 * 86_400_000);
      expect(backIssue.coverImageUrl).toContain(`/images/weekly/${backIssue.issueNumber}/cover_`);
      expect(backIssue.title).toContain(`No.${backIssue.issueNumber}`);
    });
  });

  it('a feature online opens a magazine article about the game it names; print JANs are valid and differ per week', () => {
    for (const backIssue of backIssues) {
      const name = /『(.+)』/.exec(backIssue.feature)?.[1];
      expect(dataset.games.some((game) => game.name === name)).toBe(true);
      if (backIssue.url) {
        const id = /\/special\/content\/weeklyplaynote\/(\d+)\/$/.exec(backIssue.url)?.[1];
        const record = dataset.articles.byId.get(id ?? '');
        expect(record?.mainCategory.code).toBe('playnote-magazine');
        expect(record?.card.title).toContain(`『${name}』`);
      }
    }
    const jans = backIssues.flatMap((backIssue) => (backIssue.jan ? [backIssue.jan] : []));
    expect(jans.every(isEan13)).toBe(true);
    expect(new Set(jans).size).toBe(jans.length);
    expect(backIssues.some((backIssue) => backIssue.jan === null)).toBe(true);
    expect(backIssues.some((backIssue) => !backIssue.isEbook)).toBe(true);
  });
});
