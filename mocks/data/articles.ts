import type { ArticleCard } from '@/api-clients/schemas/common';
import { EDITORIAL_DESK_ID } from './authors';
import { ALL_ARTICLES_CODE, categoryRef, LEGACY_PLATFORM_CODES, MAIN_CODES, MAIN_WEIGHTS, TOPIC_CODES } from './categories';
import type { ImageUrls } from './images';
import { MATOME_DIRECTORY_NAMES } from './matome-directories';
import type { Random } from './prng';
import { DAY_MS, jstMidnight, jstParts, MINUTE_MS, toJstDate, toJstIso, toJstYearMonth } from './time';
import type { ArticleRecord, AuthorRecord, GameRecord } from './types';
import { articleDescription, articleTitle, type WritingContext } from './writing';

/** The site's articles start on 1 January this many years before the data's "now" (the old site's end). */
export const ARTICLE_YEARS_BACK = 7;
/** The newest article went up this long before the data's "now". */
const NEWEST_ARTICLE_AGE_MS = 10 * MINUTE_MS;
/** Each topic category gets at least this many articles, however small the data set. */
const MIN_PER_CATEGORY = 5;
const FIRST_ARTICLE_ID = 100_000;

const MAIN_WEIGHT_LIST = MAIN_CODES.map((code) => MAIN_WEIGHTS[code] ?? 1);
/** Chance an article of a main category is about a game title. */
const GAME_CHANCE: Readonly<Record<string, number>> = {
  news: 0.85, review: 1, interview: 0.8, 'event-report': 0.7, 'game-tips': 1, 'special-article': 0.4,
  'playnote-magazine': 0.5, 'present-questionnaire': 0.6, blog: 0.3, notice: 0, comic: 0,
};
const MANY_IMAGES = new Set(['event-report', 'special-article', 'review', 'game-tips']);

export interface ArticleIndex {
  /** Newest first. */
  all: ArticleRecord[];
  byId: Map<string, ArticleRecord>;
  byCategory: Map<string, ArticleRecord[]>;
  byAuthor: Map<string, ArticleRecord[]>;
  byGame: Map<string, ArticleRecord[]>;
  byYearMonth: Map<string, ArticleRecord[]>;
}

interface Draft extends Omit<ArticleRecord, 'card'> {
  title: string;
  description: string | null;
  thumbnailUrl: string | null;
  isPr: boolean;
  isVideoArticle: boolean;
  reTweetCount: number;
  redirectUrl: string | null;
}

function gamesByMonth(games: GameRecord[]): Map<number, GameRecord[]> {
  const map = new Map<number, GameRecord[]>();
  for (const game of games) {
    if (!game.releaseDate) continue;
    const key = Number(game.releaseDate.slice(0, 4)) * 12 + Number(game.releaseDate.slice(5, 7)) - 1;
    const list = map.get(key);
    if (list) list.push(game);
    else map.set(key, [game]);
  }
  return map;
}

/**
 * The big series titles of the moment that every outlet keeps covering (released in the year and a
 * half before the data's "now" or due within half a year): a share of game articles goes to them.
 */
const HEADLINERS = 10;
const HEADLINER_CHANCE = 0.3;
const HEADLINER_RELEASES = { monthsBefore: 18, monthsAfter: 6 } as const;
/** A headliner is covered from two years before its release to a year after. */
const HEADLINER_MONTHS = { before: 24, after: 12 } as const;

const monthKey = (isoDate: string) => Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;

function headlinersOf(games: GameRecord[], nowMs: number): GameRecord[] {
  const now = monthKey(toJstDate(nowMs));
  return games
    .filter((game) => game.titleGroupId !== null && game.releaseDate !== null)
    .filter((game) => monthKey(game.releaseDate!) >= now - HEADLINER_RELEASES.monthsBefore && monthKey(game.releaseDate!) <= now + HEADLINER_RELEASES.monthsAfter)
    .sort((a, b) => b.popularity - a.popularity || a.index - b.index)
    .slice(0, HEADLINERS);
}

/** A headliner in its coverage window around the article's month, or null. */
function pickHeadliner(rng: Random, headliners: GameRecord[], year: number, month: number): GameRecord | null {
  const key = year * 12 + month - 1;
  const covered = headliners.filter((game) => {
    const release = monthKey(game.releaseDate!);
    return key >= release - HEADLINER_MONTHS.before && key <= release + HEADLINER_MONTHS.after;
  });
  return covered.length > 0 ? rng.pick(covered) : null;
}

/** A title near the article's date (announcements precede releases), favouring popular ones. */
function pickGame(rng: Random, byMonth: Map<number, GameRecord[]>, games: GameRecord[], year: number, month: number): GameRecord {
  const key = year * 12 + month - 1;
  let fallback: GameRecord | undefined;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidates = byMonth.get(key + rng.int(-8, 10));
    const game = candidates ? rng.pick(candidates) : rng.pick(games);
    fallback ??= game;
    if (rng.chance(0.3 + 0.7 * game.popularity)) return game;
  }
  return fallback as GameRecord;
}

function pushTo(map: Map<string, ArticleRecord[]>, key: string, record: ArticleRecord): void {
  const list = map.get(key);
  if (list) list.push(record);
  else map.set(key, [record]);
}

function subCategoriesFor(rng: Random, main: string, game: GameRecord | null, earlyYears: boolean, isVideo: boolean): string[] {
  const codes = new Set<string>();
  if (game) for (const version of game.versions) for (const code of version.info.categoryCodes) if (code !== 'steam' || rng.chance(0.5)) codes.add(code);
  if (isVideo) codes.add('videos');
  if (main === 'news' && rng.chance(0.1)) codes.add('press-release');
  if (main === 'comic') codes.add(rng.chance(0.5) ? 'manga' : 'entertainment');
  if (rng.chance(earlyYears ? 0.1 : 0.005)) codes.add(rng.pick(LEGACY_PLATFORM_CODES));
  const extras: readonly [string, number][] = [
    ['sale', 0.03], ['voice-actor', 0.03], ['e-sports', 0.03], ['indie-game', 0.05], ['business', 0.03], ['career', 0.01],
    ['arcade', 0.02], ['anime', 0.03], ['entertainment', 0.03], ['playnote-app', 0.01],
  ];
  for (const [code, chance] of extras) if (rng.chance(chance)) codes.add(code);
  return [...codes];
}

interface Timeline {
  firstMs: number;
  lastMs: number;
}

/** 10:00 JST on 1 January ARTICLE_YEARS_BACK years before "now", to 10 minutes before it. */
export function articleTimeline(nowMs: number): Timeline {
  return { firstMs: jstMidnight(jstParts(nowMs).year - ARTICLE_YEARS_BACK, 1, 1) + 10 * 60 * MINUTE_MS, lastMs: nowMs - NEWEST_ARTICLE_AGE_MS };
}

/** The newest articles (at most a tenth of the set) went up over the last day, as on a news site's front page. */
const TODAY_ARTICLES = 40;

/**
 * Article timestamps over the timeline (index 0 oldest): the newest TODAY_ARTICLES spread over the
 * day before `lastMs`, the last exactly at it; the others over the years before, about three times
 * denser at the end than at the start.
 */
function publishedMsAt(rng: Random, index: number, count: number, { firstMs, lastMs }: Timeline): number {
  const jitter = rng.float();
  const today = Math.min(TODAY_ARTICLES, Math.floor(count / 10));
  const older = count - today;
  const toMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  if (index >= older) {
    const step = DAY_MS / today;
    const fromNewest = count - 1 - index;
    return toMinute(lastMs - fromNewest * step - (fromNewest === 0 ? 0 : 0.6 * jitter * step));
  }
  const u = (index + 0.2 + 0.6 * jitter) / older;
  const f = 0.5 * u + 0.5 * (1 - (1 - u) ** 2);
  return firstMs + toMinute(f * (lastMs - DAY_MS - firstMs));
}

function redirectFor(rng: Random, id: string): string {
  return rng.chance(0.5) ? `/special/${rng.pick(MATOME_DIRECTORY_NAMES)}/` : `https://www.example.com/pr/${id}/`;
}

/** Evenly spread positions, so forced values do not cluster at one end of the timeline. */
function spread(count: number, slots: number): number[] {
  return Array.from({ length: slots }, (_, k) => Math.min(count - 1, Math.floor(((k + 0.5) * count) / slots)));
}

/**
 * Draws a headline until it is one no earlier article had (a site never runs the same headline
 * twice); a headline drawn again and again becomes the story's later report, 『…』第2報・…, marked
 * inside it so that no headline is part of another (readers and tests tell stories apart by them).
 */
const TITLE_DRAWS = 8;

/**
 * Where a later report's mark goes, never inside a name: after the first closing bracket, else
 * after the first stop, else after the last の (冬のゲーム祭2030の|出展…), else after the last particle.
 */
function reportMarkAt(title: string): number {
  const bracket = /[』】」]/u.exec(title);
  if (bracket) return bracket.index + 1;
  const stop = /[。、]/u.exec(title);
  if (stop) return stop.index + 1;
  const no = title.lastIndexOf('の', title.length - 2);
  if (no > 0) return no + 1;
  const particle = Math.max(...['が', 'を', 'は', 'に'].map((p) => title.lastIndexOf(p, title.length - 2)));
  return particle > 0 ? particle + 1 : Math.ceil(title.length / 2);
}

function uniqueTitle(draw: () => string, used: Set<string>): string {
  const first = draw();
  let title = first;
  for (let attempt = 1; used.has(title) && attempt < TITLE_DRAWS; attempt += 1) title = draw();
  if (used.has(title)) {
    const at = reportMarkAt(title);
    const base = title;
    for (let report = 2; used.has(title); report += 1) title = `${base.slice(0, at)}第${report}報・${base.slice(at)}`;
  }
  used.add(title);
  return title;
}

function draftArticles(rng: Random, count: number, games: GameRecord[], authors: AuthorRecord[], images: ImageUrls, nowMs: number): Draft[] {
  const titles = new Set<string>();
  const timeline = articleTimeline(nowMs);
  // Legacy platforms (PS3, Vita, Wii U, ...) still show up in the first two years of articles.
  const legacyUntilYear = jstParts(timeline.firstMs).year + 1;
  const byMonth = gamesByMonth(games);
  const headliners = headlinersOf(games, nowMs);
  const forcedMain = new Map(spread(count, MAIN_CODES.length).map((position, k) => [position, MAIN_CODES[k] as string]));
  const forcedRedirect = new Set(spread(count, 4));
  // Editors switch ads off now and then (sensitive stories, sponsors' own): one in a hundred at least,
  // spread over the timeline, so the newest hundreds always hold some.
  const forcedAdsOff = new Set(spread(count, Math.ceil(count / 100)));
  const writerIds = authors.map((a) => a.id).filter((id) => id !== EDITORIAL_DESK_ID);
  const drafts: Draft[] = [];
  let numericId = FIRST_ARTICLE_ID;

  for (let i = 0; i < count; i += 1) {
    numericId += rng.int(1, 3);
    const id = String(numericId);
    const publishedMs = publishedMsAt(rng, i, count, timeline);
    const { year, month } = jstParts(publishedMs);
    const main = forcedMain.get(i) ?? rng.weighted(MAIN_CODES, MAIN_WEIGHT_LIST);
    const aboutGame = rng.chance(GAME_CHANCE[main] ?? 0);
    const headliner = aboutGame && rng.chance(HEADLINER_CHANCE) ? pickHeadliner(rng, headliners, year, month) : null;
    const game = aboutGame ? (headliner ?? pickGame(rng, byMonth, games, year, month)) : null;
    const secondGame = game && main === 'special-article' && rng.chance(0.6) ? pickGame(rng, byMonth, games, year, month) : null;
    const version = game ? rng.pick(game.versions) : null;
    const isVideo = (main === 'news' || main === 'event-report') && rng.chance(0.1);
    const released = Boolean(version?.releaseDate && version.releaseDate <= toJstDate(publishedMs));
    const ctx: WritingContext = { game, version, year, month, isVideo, released };
    const yearMonth = toJstYearMonth(publishedMs);
    const authorIds = main === 'news' && rng.chance(0.4) ? [EDITORIAL_DESK_ID] : rng.sample(writerIds, rng.chance(0.85) ? 1 : 2);
    const imageCount = main === 'notice' ? rng.int(0, 1) : MANY_IMAGES.has(main) ? rng.int(4, 20) : rng.int(1, 8);
    const popularity = game ? game.popularity : 0.2;

    drafts.push({
      id,
      numericId,
      publishedMs,
      yearMonth,
      path: `/article/${yearMonth}/${id}/`,
      mainCategory: categoryRef(main),
      subCategories: subCategoriesFor(rng, main, game, year <= legacyUntilYear, isVideo).map(categoryRef),
      authorIds,
      gameIds: secondGame && secondGame !== game ? [game!.gameId, secondGame.gameId] : game ? [game.gameId] : [],
      imageCount,
      isR18: rng.chance(0.01),
      isDisplayAd: !rng.chance(0.02) && !forcedAdsOff.has(i),
      isToc: rng.chance(MANY_IMAGES.has(main) || main === 'interview' ? 0.35 : 0.05),
      title: uniqueTitle(() => articleTitle(rng, main, ctx), titles),
      description: rng.chance(0.97) ? articleDescription(rng, main, ctx) : null,
      thumbnailUrl: rng.chance(0.995) ? images.art(`articles/${id}/hero`, 1280, 720) : null,
      isPr: rng.chance(0.03),
      isVideoArticle: isVideo,
      reTweetCount: Math.floor(Math.exp(rng.float() * (5 + 3 * popularity))) - 1,
      redirectUrl: forcedRedirect.has(i) || rng.chance(0.002) ? redirectFor(rng, id) : null,
    });
  }
  return drafts;
}

/** Small data sets still cover every topic category (spec: every category has articles). */
function ensureTopicCoverage(drafts: Draft[]): void {
  const counts = new Map<string, number>();
  for (const draft of drafts) for (const sub of draft.subCategories) counts.set(sub.code, (counts.get(sub.code) ?? 0) + 1);
  TOPIC_CODES.forEach((code, k) => {
    const missing = MIN_PER_CATEGORY - (counts.get(code) ?? 0);
    if (missing <= 0) return;
    for (const position of spread(drafts.length, missing)) {
      const draft = drafts[(position + k) % drafts.length] as Draft;
      if (!draft.subCategories.some((c) => c.code === code)) draft.subCategories.push(categoryRef(code));
    }
  });
}

function toRecord(draft: Draft): ArticleRecord {
  const card: ArticleCard = {
    id: draft.id,
    title: draft.title,
    description: draft.description,
    publishedAt: toJstIso(draft.publishedMs),
    thumbnailUrl: draft.thumbnailUrl,
    isPr: draft.isPr,
    isVideoArticle: draft.isVideoArticle,
    mainCategory: draft.mainCategory,
    subCategories: draft.subCategories.length > 0 ? draft.subCategories : null,
    reTweetCount: draft.reTweetCount,
    redirectUrl: draft.redirectUrl,
    // The two live articles get theirs from live.ts planLiveEvents.
    liveState: null,
  };
  return {
    id: draft.id,
    numericId: draft.numericId,
    card,
    publishedMs: draft.publishedMs,
    yearMonth: draft.yearMonth,
    path: draft.path,
    mainCategory: draft.mainCategory,
    subCategories: draft.subCategories,
    authorIds: draft.authorIds,
    gameIds: draft.gameIds,
    imageCount: draft.imageCount,
    isR18: draft.isR18,
    isDisplayAd: draft.isDisplayAd,
    isToc: draft.isToc,
  };
}

/** Article cards and their indexes; bodies are built per request (article-body.ts). */
export function buildArticles(rng: Random, count: number, games: GameRecord[], authors: AuthorRecord[], images: ImageUrls, nowMs: number): ArticleIndex {
  const drafts = draftArticles(rng, count, games, authors, images, nowMs);
  ensureTopicCoverage(drafts);
  const index: ArticleIndex = {
    all: [],
    byId: new Map(),
    byCategory: new Map(),
    byAuthor: new Map(),
    byGame: new Map(),
    byYearMonth: new Map(),
  };
  for (let i = drafts.length - 1; i >= 0; i -= 1) {
    const record = toRecord(drafts[i] as Draft);
    index.all.push(record);
    index.byId.set(record.id, record);
    pushTo(index.byCategory, record.mainCategory.code, record);
    for (const sub of record.subCategories) pushTo(index.byCategory, sub.code, record);
    for (const authorId of record.authorIds) pushTo(index.byAuthor, authorId, record);
    for (const gameId of record.gameIds) pushTo(index.byGame, gameId, record);
    pushTo(index.byYearMonth, record.yearMonth, record);
  }
  index.byCategory.set(ALL_ARTICLES_CODE, index.all);
  return index;
}

export function isRankable(record: ArticleRecord): boolean {
  return !record.card.isPr && !record.isR18 && record.card.redirectUrl === null;
}
