import type { ArticleCard, Video } from '@/api-clients/schemas/common';
import type { GameCard } from '@/api-clients/schemas/game';
import type { CommonParts, FeatureItem, WeeklyPart } from '@/api-clients/schemas/site';
import { ARTICLE_YEARS_BACK, isRankable, type ArticleIndex } from './articles';
import type { ImageUrls } from './images';
import type { Random } from './prng';
import { DAY_MS, HOUR_MS, jstMidnight, jstParts, toJstDate, toJstIso } from './time';
import type { ArticleRecord, GameRecord, GameVideoRecord } from './types';

const PICKUP_ARTICLES = 20;
const PICKUP_GAMES = 20;
const PICKUP_VIDEOS = 30;
const FEATURE_ITEMS = 40;
const WEEKLY_MAGAZINE_CATEGORY = 'playnote-magazine';
/** Issues come out on Thursdays at 11:00 JST. */
const ISSUE_WEEKDAY = 4;
const ISSUE_HOUR = 11;

const nav = (label: string, url: string) => ({ label, url, isExternal: /^https?:/.test(url) });

export function buildCommonParts(articles: ArticleIndex): CommonParts {
  const breaking = articles.all.find((r) => r.mainCategory.code === 'news' && isRankable(r));
  return {
    headerNavigation: [
      nav('ニュース', '/category/news/page/1/'),
      nav('レビュー', '/category/review/page/1/'),
      nav('攻略', '/category/game-tips/page/1/'),
      nav('インタビュー', '/category/interview/page/1/'),
      nav('動画', '/category/videos/page/1/'),
      nav('発売スケジュール', '/schedule/'),
      nav('ランキング', '/ranking/article/'),
      nav('特集', '/category/special-article/page/1/'),
    ],
    footerNavigation: [
      {
        heading: 'カテゴリー',
        links: [
          nav('ニュース', '/category/news/page/1/'),
          nav('レビュー', '/category/review/page/1/'),
          nav('インタビュー', '/category/interview/page/1/'),
          nav('イベントリポート', '/category/event-report/page/1/'),
          nav('攻略', '/category/game-tips/page/1/'),
          nav('マンガ', '/category/comic/page/1/'),
        ],
      },
      {
        heading: 'プラットフォーム',
        links: [
          nav('Switch2', '/category/switch2/page/1/'),
          nav('Switch', '/category/switch/page/1/'),
          nav('PS5', '/category/ps5/page/1/'),
          nav('Xbox Series X|S', '/category/xboxSeriesX/page/1/'),
          nav('PCゲーム', '/category/pc-game/page/1/'),
          nav('スマホゲーム', '/category/mobile-app/page/1/'),
        ],
      },
      {
        heading: 'ランキング',
        links: [
          nav('記事ランキング', '/ranking/article/'),
          nav('ゲーム売上ランキング', '/ranking/game-sales/'),
          nav('Amazonランキング', '/ranking/amazon/'),
        ],
      },
      {
        heading: 'プレイノートについて',
        links: [
          nav('運営会社', 'https://corp.playnote.example/'),
          nav('プライバシーポリシー', 'https://corp.playnote.example/privacy/'),
          nav('広告掲載について', 'https://corp.playnote.example/mediaguide/'),
          nav('採用情報', 'https://corp.playnote.example/recruit/'),
          nav('過去記事アーカイブ', '/archive/'),
        ],
      },
    ],
    externalLinks: {
      x: 'https://x.com/playnote_jp',
      youtube: 'https://www.youtube.com/@playnote_jp',
      app: 'https://apps.apple.com/jp/app/playnote/id6400000000',
      career: 'https://corp.playnote.example/recruit/',
      privacy: 'https://corp.playnote.example/privacy/',
      mediaGuide: 'https://corp.playnote.example/mediaguide/',
    },
    breakingNews: breaking ? { title: breaking.card.title, url: breaking.path } : null,
  };
}

export function buildFeatures(articles: ArticleIndex, images: ImageUrls): FeatureItem[] {
  const picked = new Map<string, ArticleRecord>();
  for (const code of ['special-article', 'interview', 'comic']) {
    for (const record of (articles.byCategory.get(code) ?? []).slice(0, FEATURE_ITEMS)) picked.set(record.id, record);
  }
  return [...picked.values()]
    .sort((a, b) => b.publishedMs - a.publishedMs)
    .slice(0, FEATURE_ITEMS)
    .map((r) => ({
      id: r.id,
      title: r.card.title,
      thumbnailUrl: r.card.thumbnailUrl ?? images.art('site/no-image', 1280, 720),
      publishedAt: r.card.publishedAt,
      isPr: r.card.isPr,
      isR18: r.isR18,
      isVideoArticle: r.card.isVideoArticle,
      redirectUrl: r.card.redirectUrl,
    }));
}

/** The magazine's regular parts and the kind of article each opens (newest first in its categories). */
const WEEKLY_PARTS: readonly { heading: string; codes: readonly string[]; titleMatch?: RegExp }[] = [
  { heading: '巻頭特集', codes: ['playnote-magazine', 'special-article', 'news'] },
  { heading: '新作クロスレビュー', codes: ['review'] },
  { heading: '今週の発売スケジュール', codes: ['news'], titleMatch: /発売/ },
  { heading: '攻略スペシャル', codes: ['game-tips'] },
  { heading: 'クリエイターインタビュー', codes: ['interview'] },
  { heading: '読者投稿コーナー', codes: ['present-questionnaire', 'blog', 'news'] },
];
const WEEKLY_CANDIDATES = 400;

interface WeeklyPick {
  record: ArticleRecord;
  game: GameRecord;
}

/**
 * The article a part opens: about one game, named 『…』 in its title, so the card can name it too.
 * Each game and article appears once per issue.
 */
function weeklyPick(rng: Random, articles: ArticleIndex, gameById: Map<string, GameRecord>, part: (typeof WEEKLY_PARTS)[number], used: Set<string>): WeeklyPick | null {
  const candidates: WeeklyPick[] = [];
  const pools = [...part.codes.map((code) => articles.byCategory.get(code) ?? []), articles.all];
  for (const pool of pools) {
    for (const record of pool.slice(0, WEEKLY_CANDIDATES)) {
      const game = gameById.get(record.gameIds[0] ?? '');
      if (!game || !isRankable(record) || used.has(record.id) || used.has(game.gameId)) continue;
      if (!record.card.title.includes(`『${game.name}』`)) continue;
      if (pool !== articles.all && part.titleMatch && !part.titleMatch.test(record.card.title)) continue;
      candidates.push({ record, game });
      if (candidates.length === 3) break;
    }
    if (candidates.length > 0) break;
  }
  return candidates.length > 0 ? rng.pick(candidates) : null;
}

/** Back issues the source lists (the page shows fewer: lib/page-data/weekly.ts). */
const WEEKLY_BACK_ISSUES = 16;
/** The printed magazine's code in its JAN (雑誌コード), ours. */
const WEEKLY_MAGAZINE_CODE = '23457';
/** Every fifth back issue is out of print (no JAN) and every third has no e-book, so a page shows both cases. */
const OUT_OF_PRINT_EVERY = 5;
const NO_EBOOK_EVERY = 3;

/** EAN-13 check digit of 12 digits (weights 1, 3, 1, 3, …). */
function ean13CheckDigit(digits: string): number {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * A weekly issue's JAN as Japanese magazines have it: 491, a reserved 0, the magazine code with
 * the week of the month in its last digit, the month (2 digits), the year's last digit, the check digit.
 */
export function weeklyJan(issueMs: number): string {
  const date = toJstDate(issueMs);
  const weekOfMonth = Math.ceil(Number(date.slice(8, 10)) / 7);
  const twelve = `4910${WEEKLY_MAGAZINE_CODE.slice(0, 4)}${weekOfMonth}${date.slice(5, 7)}${date.slice(3, 4)}`;
  return `${twelve}${ean13CheckDigit(twelve)}`;
}

const issueTitle = (issueMs: number, issueNumber: number) => {
  const date = toJstDate(issueMs);
  return `週刊プレイノート ${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日号 No.${issueNumber}`;
};

/**
 * The issues before the current one, newest first: each a week earlier, its feature an article of
 * the magazine's category (プレイノート本誌) about one game published by its date, opening as a part
 * page; an issue without such an article names a game and links nowhere.
 */
function buildBackIssues(rng: Random, articles: ArticleIndex, gameById: Map<string, GameRecord>, games: GameRecord[], images: ImageUrls, current: { issueMs: number; issueNumber: number }, used: Set<string>): WeeklyPart['backIssues'] {
  const magazine = (articles.byCategory.get(WEEKLY_MAGAZINE_CATEGORY) ?? [])
    .map((record) => ({ record, game: gameById.get(record.gameIds[0] ?? '') }))
    .filter((pick): pick is WeeklyPick => pick.game !== undefined && isRankable(pick.record) && pick.record.card.title.includes(`『${pick.game.name}』`));
  const backIssues: WeeklyPart['backIssues'] = [];
  for (let back = 1; back <= WEEKLY_BACK_ISSUES && current.issueNumber - back >= 1; back += 1) {
    const issueMs = current.issueMs - back * 7 * DAY_MS;
    const issueNumber = current.issueNumber - back;
    const pick = magazine.find(({ record }) => record.publishedMs <= issueMs + 7 * DAY_MS && !used.has(record.id));
    const game = pick?.game ?? rng.pick(games);
    if (pick) used.add(pick.record.id);
    backIssues.push({
      issueNumber,
      title: issueTitle(issueMs, issueNumber),
      publishedAt: toJstIso(issueMs),
      coverImageUrl: images.art(`weekly/${issueNumber}/cover`, 600, 800),
      feature: `巻頭特集：『${game.name}』`,
      url: pick ? `/special/content/weeklyplaynote/${pick.record.id}/` : null,
      jan: back % OUT_OF_PRINT_EVERY === 0 ? null : weeklyJan(issueMs),
      isEbook: back % NO_EBOOK_EVERY !== 0,
    });
  }
  return backIssues;
}

/** No.1 came out on the first Thursday of the year the site's articles start. */
function firstIssueMs(nowMs: number): number {
  const year = jstParts(nowMs).year - ARTICLE_YEARS_BACK;
  const newYear = jstParts(jstMidnight(year, 1, 1));
  return jstMidnight(year, 1, 1 + ((ISSUE_WEEKDAY - newYear.weekday + 7) % 7)) + ISSUE_HOUR * HOUR_MS;
}

/** The issue on sale at `nowMs`: the latest Thursday 11:00 JST at or before it. */
export function currentIssueMs(nowMs: number): number {
  const now = jstParts(nowMs);
  const daysSinceIssueDay = (now.weekday - ISSUE_WEEKDAY + 7) % 7;
  const issueMs = jstMidnight(now.year, now.month, now.day - daysSinceIssueDay) + ISSUE_HOUR * HOUR_MS;
  return issueMs > nowMs ? issueMs - 7 * DAY_MS : issueMs;
}

export function buildWeeklyPart(rng: Random, articles: ArticleIndex, games: GameRecord[], images: ImageUrls, nowMs: number): WeeklyPart {
  const issueMs = currentIssueMs(nowMs);
  const issueNumber = Math.floor((issueMs - firstIssueMs(nowMs)) / (7 * DAY_MS)) + 1;
  const gameById = new Map(games.map((g) => [g.gameId, g]));
  const used = new Set<string>();
  const parts: WeeklyPart['parts'] = [];
  for (const part of WEEKLY_PARTS) {
    const pick = weeklyPick(rng, articles, gameById, part, used);
    if (!pick) continue;
    used.add(pick.record.id).add(pick.game.gameId);
    parts.push({
      id: pick.record.id,
      title: `${part.heading}：『${pick.game.name}』`,
      description: pick.record.card.description ?? `『${pick.game.name}』の最新情報をお届けします。`,
      thumbnailUrl: images.art(`articles/${pick.record.id}/hero`, 640, 360),
      url: `/special/content/weeklyplaynote/${pick.record.id}/`,
    });
  }
  return {
    issue: {
      issueNumber,
      title: issueTitle(issueMs, issueNumber),
      publishedAt: toJstIso(issueMs),
      coverImageUrl: images.art(`weekly/${issueNumber}/cover`, 600, 800),
      jan: weeklyJan(issueMs),
      isEbook: true,
    },
    parts,
    backIssues: buildBackIssues(rng, articles, gameById, games, images, { issueMs, issueNumber }, used),
  };
}

export function buildPickUpArticles(rng: Random, articles: ArticleIndex): ArticleCard[] {
  const pool = articles.all.filter((r) => isRankable(r) && r.card.thumbnailUrl !== null).slice(0, 200);
  return rng
    .sample(pool, PICKUP_ARTICLES)
    .sort((a, b) => b.publishedMs - a.publishedMs)
    .map((r) => r.card);
}

export function buildPickUpGames(games: GameRecord[], nowMs: number): GameCard[] {
  const today = toJstDate(nowMs);
  const horizon = toJstDate(nowMs + 120 * DAY_MS);
  return games
    .filter((g) => g.releaseDate !== null && g.releaseDate >= today && g.releaseDate <= horizon)
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, PICKUP_GAMES)
    .map((g) => g.card);
}

export function buildPickUpVideos(videosByGame: Map<string, GameVideoRecord[]>): Video[] {
  const all: Video[] = [];
  for (const list of videosByGame.values()) all.push(...list);
  return all.sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0)).slice(0, PICKUP_VIDEOS);
}
