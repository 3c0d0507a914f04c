/** The Amazon ranking genres the content API serves (its `genre` parameter). */
export const AMAZON_GENRES = ['game', 'gameBook', 'comic', 'anime', 'animeGameMusic'] as const;
export type AmazonGenre = (typeof AMAZON_GENRES)[number];


/** The three ranking kinds of spec §2, in the order of the in-page ranking nav. */
export type RankingKind = 'article' | 'game-sales' | 'amazon';

/** Article ranking tabs (page-data-shapes.md: 現在 / 24時間 / 週間 / 月間 / ポスト数), as `?tab=` values. */
export const ARTICLE_RANKING_TABS = ['now', 'daily', 'weekly', 'monthly', 'post'] as const;
export type ArticleRankingTab = (typeof ARTICLE_RANKING_TABS)[number];

/** Tab labels (page-data-shapes.md). */
export const ARTICLE_RANKING_TAB_LABELS: Readonly<Record<ArticleRankingTab, string>> = {
  now: '現在',
  daily: '24時間',
  weekly: '週間',
  monthly: '月間',
  post: 'ポスト数',
};

/** Amazon genres in tab order; `slug` is the sub-page segment, null for `/ranking/amazon/` itself (ゲーム). */
export const AMAZON_GENRE_PAGES: readonly { genre: AmazonGenre; slug: string | null; label: string }[] = [
  { genre: 'game', slug: null, label: 'ゲーム' },
  { genre: 'animeGameMusic', slug: 'anime-game-music', label: 'アニメ・ゲーム音楽' },
  { genre: 'anime', slug: 'anime', label: 'アニメ' },
  { genre: 'comic', slug: 'comic', label: 'コミック' },
  { genre: 'gameBook', slug: 'game-book', label: 'ゲーム攻略本' },
];

/** Game-sales weeks (Monday to Sunday, DECISIONS.md): `weeksAgo` of the source, sub-page segment, tab label. */
export const GAME_SALES_WEEKS = [
  { weeksAgo: 0, slug: null, label: '今週' },
  { weeksAgo: 1, slug: 'last-week', label: '先週' },
  { weeksAgo: 2, slug: 'before-last', label: '先々週' },
] as const;
export type GameSalesWeeksAgo = (typeof GAME_SALES_WEEKS)[number]['weeksAgo'];

/** Site paths of the ranking pages; every one ends in `/` like foundation/paths/index.ts. */
export const rankingPaths = {
  article: (tab?: ArticleRankingTab) => (tab && tab !== ARTICLE_RANKING_TABS[0] ? `/ranking/article/?tab=${tab}` : '/ranking/article/'),
  amazon: (genre: AmazonGenre = 'game') => {
    const slug = AMAZON_GENRE_PAGES.find((page) => page.genre === genre)?.slug;
    return slug ? `/ranking/amazon/${slug}/` : '/ranking/amazon/';
  },
  gameSales: (weeksAgo: GameSalesWeeksAgo = 0) => {
    const slug = GAME_SALES_WEEKS.find((week) => week.weeksAgo === weeksAgo)?.slug;
    return slug ? `/ranking/game-sales/${slug}/` : '/ranking/game-sales/';
  },
} as const;

/** The in-page nav between the three ranking kinds. */
export const RANKING_KINDS: readonly { kind: RankingKind; label: string; path: string }[] = [
  { kind: 'article', label: '記事アクセスランキング', path: rankingPaths.article() },
  { kind: 'game-sales', label: 'ゲームソフト販売本数ランキング', path: rankingPaths.gameSales() },
  { kind: 'amazon', label: 'Amazonランキング', path: rankingPaths.amazon() },
];
