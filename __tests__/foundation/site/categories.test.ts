import { CATEGORIES, findCategoryByCode, findCategoryById, MAIN_CATEGORY_LIST } from '@/foundation/site/categories';

/** The product name the spec writes as `{product}` in category codes. */
const PRODUCT = 'playnote';

/** Spec §3, copied from its text: main categories (id, code). */
const SPEC_MAIN = '21 news, 22 special-article, 23 review, 25 interview, 26 event-report, 29 {product}-magazine, 30 notice, 31 present-questionnaire, 34 comic, 35 blog, 38 game-tips';

/** Spec §3, copied from its text: platform and topic categories (id, code). */
const SPEC_PLATFORM_AND_TOPIC =
  '0 new-article, 1 consumer, 2 ps5, 3 ps4, 4 ps3, 109 switch2, 5 switch, 6 psvita, 7 wiiu, 8 3ds, 9 xboxone, 10 xbox360, 11 xboxSeriesX, 12 pc-game, 13 steam, 14 mobile-app, 15 arcade, 16 voice-actor, 17 press-release, 18 sale, 19 career, 20 business, 24 indie-game, 27 entertainment, 28 anime, 32 e-sports, 33 videos, 36 manga, 111 {product}-app';

/** `"21 news, …"` → `[['21', 'news'], …]`, `{product}` filled in. */
const pairs = (text: string): [string, string][] =>
  text.split(', ').map((pair) => {
    const [id = '', code = ''] = pair.split(' ');
    return [id, code.replace('{product}', PRODUCT)];
  });

const MAIN_PAIRS = pairs(SPEC_MAIN);
const OTHER_PAIRS = pairs(SPEC_PLATFORM_AND_TOPIC);

describe('the fixed category list (spec §3)', () => {
  it('spec §3: the spec names 11 main and 29 platform and topic categories', () => {
    expect(MAIN_PAIRS).toHaveLength(11);
    expect(OTHER_PAIRS).toHaveLength(29);
  });

  it('spec §3: about 40 categories, exactly the spec’s pairs and no others', () => {
    expect(CATEGORIES).toHaveLength(40);
    expect(CATEGORIES.map(({ id, code }) => [id, code]).sort()).toEqual([...MAIN_PAIRS, ...OTHER_PAIRS].sort());
  });

  it.each(MAIN_PAIRS)('spec §3: main category %s is %s', (id, code) => {
    expect(findCategoryById(id)).toMatchObject({ id, code, isMainCategory: true });
    expect(findCategoryByCode(code)?.id).toBe(id);
  });

  it.each(OTHER_PAIRS)('spec §3: platform/topic category %s is %s (not a main category)', (id, code) => {
    expect(findCategoryById(id)).toMatchObject({ id, code, isMainCategory: false });
    expect(findCategoryByCode(code)?.id).toBe(id);
  });

  it('spec §3: the {product} codes are playnote-magazine (29) and playnote-app (111)', () => {
    expect(findCategoryByCode('playnote-magazine')?.id).toBe('29');
    expect(findCategoryByCode('playnote-app')?.id).toBe('111');
  });

  it('spec §3: every category’s status is active', () => {
    expect(CATEGORIES.every((category) => category.status === 'active')).toBe(true);
  });

  it('spec §3: priorities are the integers 1 to 40, each once', () => {
    expect(CATEGORIES.map((category) => category.priority).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('spec §3: every category has a Japanese display name, ids and codes are unique', () => {
    for (const category of CATEGORIES) expect(category.nameJa.trim()).not.toBe('');
    expect(new Set(CATEGORIES.map((category) => category.id)).size).toBe(CATEGORIES.length);
    expect(new Set(CATEGORIES.map((category) => category.code)).size).toBe(CATEGORIES.length);
  });

  it('the main category list is the spec’s 11, in priority order', () => {
    expect(MAIN_CATEGORY_LIST.map(({ id, code }) => [id, code])).toEqual(MAIN_PAIRS);
  });
});
