/** @jest-environment node */
import {
  formatReadingTime,
  JAPANESE_READING_CHARS_PER_MINUTE,
  readingLoad,
  readingMinutes,
  SECONDS_PER_BODY_IMAGE,
  type ReadableBlock,
} from '@/foundation/format/reading-time';

const text = (length: number) => 'あ'.repeat(length);
const paragraph = (content: ReadableBlock['content']): ReadableBlock => ({ type: 'STRING', content });

describe('readingLoad', () => {
  it.each<[string, (ReadableBlock | string)[], { characters: number; images: number }]>([
    ['nothing', [], { characters: 0, images: 0 }],
    ['one paragraph', [paragraph('ゲームの発売日が決定')], { characters: 10, images: 0 }],
    ['whitespace is not read', [paragraph('発売日 が\n決定　した')], { characters: 8, images: 0 }],
    ['nested inline blocks', [paragraph(['新作', { type: 'B', content: '発表' }, { type: 'LINK', content: [{ type: 'B', content: '公式' }] }])], { characters: 6, images: 0 }],
    ['a list of items', [{ type: 'ITEMIZATION', content: [{ type: 'LIST_ITEM', content: '一つ目' }, { type: 'LIST_ITEM', content: '二つ目' }] }], { characters: 6, images: 0 }],
    ['an image counts once, its caption is not read', [{ type: 'IMAGE', content: '長いキャプションの文章' }], { characters: 0, images: 1 }],
    ['embeds, shop buttons and unknown blocks are not read', [
      { type: 'YOUTUBE', content: '動画タイトル' },
      { type: 'TWEET', content: 'ポストの本文' },
      { type: 'BUTTON_EC', content: 'Amazonで購入する' },
      { type: 'NEWS', content: '関連ニュース' },
      { type: 'UNKNOWN', content: '未知のブロック' },
    ], { characters: 0, images: 0 }],
    ['characters are code points (an emoji or a rare kanji is one)', [paragraph('𠮷野家🎮')], { characters: 4, images: 0 }],
    // Issue 37: a spoiler section is one block of its text and images; its summary's label is not content.
    ['a spoiler section counts its hidden text and images, not its label', [
      { type: 'SPOILER', label: 'ネタバレ注意：終盤の展開', content: [paragraph('真の黒幕は'), { type: 'IMAGE', content: '画像' }, paragraph(['王だった', { type: 'B', content: '。' }])] } as ReadableBlock,
    ], { characters: 10, images: 1 }],
    ['a spoiler section hiding unread blocks counts them as unread', [{ type: 'SPOILER', content: [{ type: 'YOUTUBE', content: '動画タイトル' }] }], { characters: 0, images: 0 }],
  ])('%s', (_name, blocks, expected) => {
    expect(readingLoad(blocks)).toEqual(expected);
  });
});

describe('a spoiler section reads as the same text outside one (issue 37)', () => {
  it('2,400 characters in and around a spoiler: 5 minutes, as without it', () => {
    const open = [paragraph(text(1200)), paragraph(text(1200))];
    const folded = [paragraph(text(1200)), { type: 'SPOILER', content: [paragraph(text(1200))] }];
    expect(readingLoad(folded)).toEqual(readingLoad(open));
    expect(readingMinutes(readingLoad(folded))).toBe(5);
  });
});

describe('readingMinutes', () => {
  it.each([
    ['an empty body still takes a minute', 0, 0, 1],
    ['a short notice takes a minute', 120, 0, 1],
    ['exactly one minute of text', JAPANESE_READING_CHARS_PER_MINUTE, 0, 1],
    ['one character more is two minutes (rounded up)', JAPANESE_READING_CHARS_PER_MINUTE + 1, 0, 2],
    ['2,400 characters at 500 a minute', 2400, 0, 5],
    ['ten images are a minute', 0, 60 / SECONDS_PER_BODY_IMAGE, 1],
    ['text and images add up', 1000, 20, 4],
  ])('%s: %i characters, %i images → %i min', (_name, characters, images, minutes) => {
    expect(readingMinutes({ characters, images })).toBe(minutes);
  });

  it('a whole body: 1,501 characters and 5 images → 4 minutes', () => {
    expect(readingMinutes(readingLoad([paragraph(text(1501)), ...Array.from({ length: 5 }, () => ({ type: 'IMAGE', content: '' }))]))).toBe(4);
  });
});

describe('formatReadingTime', () => {
  it.each([
    [1, '約1分で読めます'],
    [7, '約7分で読めます'],
    [12, '約12分で読めます'],
    [0, '約1分で読めます'],
    [2.4, '約2分で読めます'],
  ])('%d → %s', (minutes, label) => {
    expect(formatReadingTime(minutes)).toBe(label);
  });
});
