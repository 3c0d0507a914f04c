/** @jest-environment node */
import { splitAtBreaks } from '@/foundation/format/headline-phrases';

describe('splitAtBreaks', () => {
  it.each<[string, string, number[] | undefined, string[]]>([
    ['no breaks', '新作発表', [], ['新作発表']],
    ['breaks absent', '新作発表', undefined, ['新作発表']],
    ['phrases', '新作の発売日が決定', [3, 7], ['新作の', '発売日が', '決定']],
    ['a break at 0 or at the end is no break', '発売日が決定', [0, 4, 6], ['発売日が', '決定']],
    ['out of range', '決定', [5, -1], ['決定']],
    ['not increasing: the later ones that go back are ignored', '新作の発売日が決定', [7, 3], ['新作の発売日が', '決定']],
    ['repeated offsets once', '新作の発売日が決定', [3, 3, 7], ['新作の', '発売日が', '決定']],
    ['not integers', '新作の発売日が決定', [1.5, Number.NaN, 3], ['新作の', '発売日が決定']],
    ['surrogate pairs stay whole at a phrase boundary', '𠮷野家の新作', [4], ['𠮷野家', 'の新作']],
  ])('%s', (_name, text, breaks, segments) => {
    const result = splitAtBreaks(text, breaks);
    expect(result).toEqual(segments);
    expect(result.join('')).toBe(text);
  });
});
