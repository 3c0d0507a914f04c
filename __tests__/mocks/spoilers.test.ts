/** @jest-environment node */
import { articleDetailSchema, type ContentBlock } from '@/api-clients/schemas/article';
import { SPOILER_DEFAULT_LABEL } from '@/foundation/format/article-body';
import { getDataset } from '@/mocks/data';
import { buildArticleDetail } from '@/mocks/data/article-body';
import { SPOILER_CATEGORIES } from '@/mocks/data/spoilers';

// Issue 37: some reviews and game guides of the bundled content API carry one spoiler section, on
// their last body page; no other article does (the data set's determinism: dataset.test.ts).

const dataset = getDataset();
/** Articles read per category: enough for the shares, few enough for a quick test. */
const SCANNED = 200;

function spoilersOf(record: (typeof dataset.articles.all)[number]) {
  const raw = buildArticleDetail(dataset, record);
  const detail = articleDetailSchema.parse(raw);
  const byPage = detail.content.map((page) => page.contents.filter((block) => block.type === 'SPOILER'));
  const nested = JSON.stringify(detail.content.map((page) => page.contents.map((block) => block.content))).includes('"SPOILER"');
  return { raw, detail, byPage, nested };
}

describe.each([...SPOILER_CATEGORIES])('%s articles', (code) => {
  const records = dataset.articles.all.filter((record) => record.mainCategory.code === code && !record.card.liveState).slice(0, SCANNED);
  const scanned = records.map((record) => ({ record, ...spoilersOf(record) }));
  const carrying = scanned.filter(({ byPage }) => byPage.flat().length > 0);

  it('about half carry a spoiler section (some do, some do not)', () => {
    expect(records.length).toBeGreaterThan(20);
    expect(carrying.length).toBeGreaterThan(records.length * 0.3);
    expect(carrying.length).toBeLessThan(records.length * 0.7);
  });

  it('one, at the top level of the last page, holding paragraphs of its own, none nested', () => {
    for (const { byPage, nested } of carrying) {
      expect(byPage.flat()).toHaveLength(1);
      expect(byPage.at(-1)).toHaveLength(1);
      expect(nested).toBe(false);
      const [spoiler] = byPage.at(-1) as ContentBlock[];
      expect((spoiler!.content as ContentBlock[]).length).toBeGreaterThanOrEqual(2);
      expect(spoiler!.label).toMatch(/ネタバレ/);
    }
  });

  it('some payloads leave the label out and get the default', () => {
    const unlabelled = carrying.filter(({ raw }) => JSON.stringify(raw.content).includes('"SPOILER"') && !JSON.stringify(raw.content).includes('"label"'));
    expect(unlabelled.length).toBeGreaterThan(0);
    for (const { byPage } of unlabelled) expect(byPage.flat()[0]!.label).toBe(SPOILER_DEFAULT_LABEL);
  });
});

it('no article of another category carries one', () => {
  const others = dataset.articles.all.filter((record) => !SPOILER_CATEGORIES.has(record.mainCategory.code)).slice(0, 300);
  expect(others.length).toBe(300);
  for (const record of others) expect(JSON.stringify(buildArticleDetail(dataset, record).content)).not.toContain('"SPOILER"');
});
