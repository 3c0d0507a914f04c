/** @jest-environment node */
import { articleDetailSchema, bodyBlocksSchema, liveUpdateSchema, type ContentBlock } from '@/api-clients/schemas/article';
import { SPOILER_DEFAULT_LABEL } from '@/foundation/format/article-body';
import { getDataset } from '@/mocks/data';
import { buildArticleDetail } from '@/mocks/data/article-body';

// Issue 37: the spoiler section (SPOILER) of the body contract: old payloads parse as before, the
// label has a default, and what the site cannot show as one closed fold is made so at the edge.

const paragraph = (content: string): ContentBlock => ({ type: 'STRING', content });
const parse = (blocks: unknown[]) => bodyBlocksSchema.parse(blocks);

describe('old payloads (no SPOILER, no label) parse as before', () => {
  it('an article of the old contract: every block as it was, none given a label', () => {
    const dataset = getDataset();
    const record = dataset.articles.all.find((candidate) => !['review', 'game-tips'].includes(candidate.mainCategory.code) && !candidate.card.liveState)!;
    const oldPayload = buildArticleDetail(dataset, record);
    const json = JSON.stringify(oldPayload);
    expect(json).not.toMatch(/SPOILER|"label"/);
    const parsed = articleDetailSchema.parse(JSON.parse(json));
    expect(parsed.content).toEqual(oldPayload.content);
    expect(JSON.stringify(parsed.content)).not.toMatch(/"label"/);
  });
});

describe('the label (SPOILER_DEFAULT_LABEL when there is none to show)', () => {
  it.each([
    ['absent', undefined, SPOILER_DEFAULT_LABEL],
    ['null', null, SPOILER_DEFAULT_LABEL],
    ['blank', '  　', SPOILER_DEFAULT_LABEL],
    ['not a string', 42, SPOILER_DEFAULT_LABEL],
    ['its own words, trimmed', ' ネタバレ注意：結末 ', 'ネタバレ注意：結末'],
  ])('%s → %s', (_name, label, expected) => {
    const [spoiler] = parse([{ type: 'SPOILER', label, content: [paragraph('黒幕は王')] }]);
    expect(spoiler).toEqual({ type: 'SPOILER', label: expected, content: [paragraph('黒幕は王')] });
  });

  it('the default says it holds spoilers', () => {
    expect(SPOILER_DEFAULT_LABEL).toBe('ネタバレを含みます');
  });
});

describe('one level, at the top: what cannot be one closed fold is made so', () => {
  it.each<[string, unknown[], ContentBlock[]]>([
    ['a text content becomes one paragraph', [{ type: 'SPOILER', content: '黒幕は王' }], [{ type: 'SPOILER', label: SPOILER_DEFAULT_LABEL, content: [paragraph('黒幕は王')] }]],
    [
      'a spoiler inside a spoiler gives its blocks to the outer one',
      [{ type: 'SPOILER', content: [paragraph('一'), { type: 'SPOILER', label: '内側', content: [paragraph('二'), { type: 'SPOILER', content: '三' }] }] }],
      [{ type: 'SPOILER', label: SPOILER_DEFAULT_LABEL, content: [paragraph('一'), paragraph('二'), paragraph('三')] }],
    ],
    [
      'a spoiler inside a list is UNKNOWN (rendered as nothing), the list kept',
      [{ type: 'ITEMIZATION', content: [{ type: 'LIST_ITEM', content: '項目' }, { type: 'SPOILER', content: [paragraph('秘密')] }] }],
      [{ type: 'ITEMIZATION', content: [{ type: 'LIST_ITEM', content: '項目' }, { type: 'UNKNOWN', content: [] }] }],
    ],
    ['a spoiler inside a paragraph is UNKNOWN', [{ type: 'STRING', content: [paragraph('前'), { type: 'SPOILER', content: '秘密' }] }], [{ type: 'STRING', content: [paragraph('前'), { type: 'UNKNOWN', content: '秘密' }] }]],
    ['an empty spoiler is UNKNOWN', [{ type: 'SPOILER', content: [] }], [{ type: 'UNKNOWN', content: [] }]],
    ['a spoiler of unknown blocks only is UNKNOWN', [{ type: 'SPOILER', content: [{ type: 'HOLOGRAM', content: 'x' }] }], [{ type: 'UNKNOWN', content: [] }]],
  ])('%s', (_name, input, expected) => {
    expect(parse(input)).toEqual(expected);
  });

  it('a live update\'s blocks follow the same rule', () => {
    const update = liveUpdateSchema.parse({ id: 'u1', postedAt: '2026-11-20T12:00:00+09:00', blocks: [{ type: 'SPOILER', content: '結果' }] });
    expect(update.blocks).toEqual([{ type: 'SPOILER', label: SPOILER_DEFAULT_LABEL, content: [paragraph('結果')] }]);
  });
});
