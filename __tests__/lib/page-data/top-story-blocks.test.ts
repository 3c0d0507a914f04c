/** @jest-environment node */
import { chooseBlockStories, MAX_BLOCKS_PER_STORY, storyKeys, type StoryBlockRule } from '@/lib/page-data/top-story-blocks';

/** A block given as its candidate article ids (each linking to its own article page). */
const block = (rule: StoryBlockRule, ids: string[]) => ({ rule, candidates: ids.map((id) => storyKeys({ id, href: `/article/202611/${id}/` })) });
const chosenIds = (blocks: ReturnType<typeof block>[]) =>
  chooseBlockStories(blocks).map((indexes, blockIndex) => indexes.map((index) => blocks[blockIndex]!.candidates[index]![1]!.slice('id:'.length)));

describe('chooseBlockStories', () => {
  it.each<[string, ReturnType<typeof block>[], string[][]]>([
    [
      'a block that may repeat once takes stories shown in one earlier block',
      [block({ size: 2, repeats: 0 }, ['1', '2']), block({ size: 3, repeats: 1 }, ['1', '3', '4'])],
      [['1', '2'], ['1', '3', '4']],
    ],
    [
      'a story already in two blocks is skipped and the next candidate fills its place',
      [block({ size: 1, repeats: 0 }, ['1']), block({ size: 1, repeats: 1 }, ['1']), block({ size: 2, repeats: 1 }, ['1', '2', '3'])],
      [['1'], ['1'], ['2', '3']],
    ],
    [
      'a block that adds stories (repeats 0) skips everything shown above',
      [block({ size: 2, repeats: 0 }, ['1', '2']), block({ size: 2, repeats: 0 }, ['2', '1', '3', '4', '5'])],
      [['1', '2'], ['3', '4']],
    ],
    [
      'a fixed block (a ranking) keeps its order and counts for the blocks after it',
      [block({ size: 1, repeats: 0 }, ['1']), block({ size: 3, fixed: true }, ['2', '1', '3']), block({ size: 2, repeats: 1 }, ['1', '2', '4'])],
      [['1'], ['2', '1', '3'], ['2', '4']],
    ],
    [
      'a repeat allowance above the cap is held to MAX_BLOCKS_PER_STORY',
      [block({ size: 1, repeats: 0 }, ['1']), block({ size: 1, repeats: 5 }, ['1']), block({ size: 1, repeats: 5 }, ['1', '2'])],
      [['1'], ['1'], ['2']],
    ],
    [
      'a story listed twice in one block shows once',
      [block({ size: 3, repeats: 0 }, ['1', '1', '2', '3'])],
      [['1', '2', '3']],
    ],
    ['a block short of candidates shows what it has', [block({ size: 1, repeats: 0 }, ['1']), block({ size: 3, repeats: 0 }, ['1', '2'])], [['1'], ['2']]],
  ])('%s', (_name, blocks, expected) => {
    expect(chosenIds(blocks)).toEqual(expected);
  });

  it('no story shows in more than MAX_BLOCKS_PER_STORY blocks however many blocks offer it', () => {
    const blocks = Array.from({ length: 6 }, () => block({ size: 3, repeats: 1 }, ['1', '2', '3', '4', '5', '6', '7', '8', '9']));
    const counts = new Map<string, number>();
    for (const ids of chosenIds(blocks)) for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBe(MAX_BLOCKS_PER_STORY);
  });

  it('a topic or a redirecting card that links to an article page counts as that article', () => {
    const chosen = chooseBlockStories([
      { rule: { size: 1, repeats: 0 }, candidates: [storyKeys({ id: '7', href: '/article/202611/7/' })] },
      { rule: { size: 1, repeats: 0 }, candidates: [storyKeys({ id: '7', href: 'https://example.com/x' })] },
      { rule: { size: 1, repeats: 0 }, candidates: [storyKeys({ href: '/article/202611/7/' }), storyKeys({ href: '/special/x/' })] },
    ]);
    expect(chosen).toEqual([[0], [], [1]]);
  });
});

describe('storyKeys', () => {
  it.each([
    ['a card linking to its own page', { id: '1', href: '/article/202611/1/' }, ['href:/article/202611/1/', 'id:1']],
    ['a card redirecting to another article', { id: '1', href: '/article/202610/2/' }, ['href:/article/202610/2/', 'id:1', 'id:2']],
    ['a topic linking to an article by full URL', { href: 'https://playnote.example/article/202611/3/' }, ['href:https://playnote.example/article/202611/3/', 'id:3']],
    ['a topic linking elsewhere', { href: '/special/indie/' }, ['href:/special/indie/']],
    ['an article image page is not the article', { href: '/article/images/202611/3/9/' }, ['href:/article/images/202611/3/9/']],
  ])('%s', (_name, story, keys) => {
    expect(storyKeys(story)).toEqual(keys);
  });
});
