/** A category of the fixed list; the API's categoryRef (api-clients/schemas/common.ts) is a subset. */
export interface Category {
  id: string;
  code: string;
  nameJa: string;
  isMainCategory: boolean;
  /** Display priority, 1-40 (position in the list). */
  priority: number;
  status: 'active';
}

type CategoryRow = readonly [id: string, code: string, nameJa: string];

// Fixed category list (spec §3), in display priority order; priority = position (1-40).
const MAIN_CATEGORIES: readonly CategoryRow[] = [
  ['21', 'news', 'ニュース'],
  ['22', 'special-article', '特集・企画記事'],
  ['23', 'review', 'レビュー'],
  ['25', 'interview', 'インタビュー'],
  ['26', 'event-report', 'イベントリポート'],
  ['29', 'playnote-magazine', 'プレイノート本誌'],
  ['30', 'notice', 'お知らせ'],
  ['31', 'present-questionnaire', 'プレゼント・アンケート'],
  ['34', 'comic', 'マンガ'],
  ['35', 'blog', 'ブログ'],
  ['38', 'game-tips', '攻略'],
];

const TOPIC_CATEGORIES: readonly CategoryRow[] = [
  ['0', 'new-article', '新着'],
  ['1', 'consumer', '家庭用ゲーム'],
  ['2', 'ps5', 'PS5'],
  ['3', 'ps4', 'PS4'],
  ['4', 'ps3', 'PS3'],
  ['109', 'switch2', 'Switch2'],
  ['5', 'switch', 'Switch'],
  ['6', 'psvita', 'PS Vita'],
  ['7', 'wiiu', 'Wii U'],
  ['8', '3ds', '3DS'],
  ['9', 'xboxone', 'Xbox One'],
  ['10', 'xbox360', 'Xbox 360'],
  ['11', 'xboxSeriesX', 'Xbox Series X|S'],
  ['12', 'pc-game', 'PCゲーム'],
  ['13', 'steam', 'Steam'],
  ['14', 'mobile-app', 'スマホゲーム'],
  ['15', 'arcade', 'アーケード'],
  ['16', 'voice-actor', '声優'],
  ['17', 'press-release', 'プレスリリース'],
  ['18', 'sale', 'セール'],
  ['19', 'career', '求人'],
  ['20', 'business', 'ビジネス'],
  ['24', 'indie-game', 'インディーゲーム'],
  ['27', 'entertainment', 'エンタメ'],
  ['28', 'anime', 'アニメ'],
  ['32', 'e-sports', 'eスポーツ'],
  ['33', 'videos', '動画'],
  ['36', 'manga', '漫画'],
  ['111', 'playnote-app', 'プレイノートアプリ'],
];

function toCategory([id, code, nameJa]: CategoryRow, index: number, isMainCategory: boolean): Category {
  return { id, code, nameJa, isMainCategory, status: 'active', priority: index + 1 };
}

export const CATEGORIES: readonly Category[] = [
  ...MAIN_CATEGORIES.map((row, index) => toCategory(row, index, true)),
  ...TOPIC_CATEGORIES.map((row, index) => toCategory(row, index + MAIN_CATEGORIES.length, false)),
];

export const MAIN_CATEGORY_LIST = CATEGORIES.filter((category) => category.isMainCategory);

const BY_CODE = new Map(CATEGORIES.map((category) => [category.code, category]));
const BY_ID = new Map(CATEGORIES.map((category) => [category.id, category]));

export function findCategoryByCode(code: string): Category | undefined {
  return BY_CODE.get(code);
}

export function findCategoryById(id: string): Category | undefined {
  return BY_ID.get(id);
}

/** Platform codes usable in `/schedule/{gamePlatforms}/…` (DECISIONS.md), with their labels. */
export const SCHEDULE_PLATFORMS = [
  { code: 'all-platforms', nameJa: 'すべて' },
  { code: 'switch2', nameJa: 'Switch2' },
  { code: 'switch', nameJa: 'Switch' },
  { code: 'ps5', nameJa: 'PS5' },
  { code: 'ps4', nameJa: 'PS4' },
  { code: 'xboxSeriesX', nameJa: 'Xbox Series X|S' },
  { code: 'pc-game', nameJa: 'PC' },
  { code: 'mobile-app', nameJa: 'スマホ' },
] as const;
