import type { AmazonGenre, AmazonRanking, AmazonRankingRow, ArticleRanking, GameSalesRanking, GameSalesRow, TrendWordRanking } from '@/api-clients/schemas/ranking';
import { AMAZON_GENRES } from '@/api-clients/schemas/ranking';
import { isRankable, type ArticleIndex } from './articles';
import type { ImageUrls } from './images';
import { hashSeed, hashString, Random } from './prng';
import { ANIME_TITLES, COMIC_TITLES, TREND_EXTRA_WORDS } from './text';
import { DAY_MS, HOUR_MS, jstMidnight, jstParts, toJstDate, toJstIso, toPaddedJapaneseDate } from './time';
import type { GameRecord, GameVersionRecord } from './types';

export type ArticleRankingKind = 'now' | 'daily' | 'weekly' | 'monthly' | 'tweet';
export const ARTICLE_RANKING_KINDS: readonly ArticleRankingKind[] = ['now', 'daily', 'weekly', 'monthly', 'tweet'];
export const RANKING_SIZE = 50;
const AMAZON_ROWS = 20;
const SALES_ROWS = 30;

/** Window in days and the minimum pool each ranking draws from. */
const RANKING_POOLS: Record<Exclude<ArticleRankingKind, 'tweet'>, { days: number; minPool: number }> = {
  now: { days: 0.5, minPool: 60 },
  daily: { days: 1, minPool: 80 },
  weekly: { days: 7, minPool: 150 },
  monthly: { days: 30, minPool: 400 },
};

function aggregatedAt(kind: ArticleRankingKind, nowMs: number): string {
  if (kind === 'now' || kind === 'tweet') return toJstIso(nowMs - 5 * 60_000);
  if (kind === 'daily') return toJstIso(nowMs - (nowMs % HOUR_MS));
  const { year, month, day } = jstParts(nowMs);
  return toJstIso(jstMidnight(year, month, day) + 5 * HOUR_MS);
}

export function buildArticleRankings(seed: number, articles: ArticleIndex, nowMs: number): Record<ArticleRankingKind, ArticleRanking> {
  const rankable = articles.all.filter(isRankable);
  const result = {} as Record<ArticleRankingKind, ArticleRanking>;
  for (const kind of ARTICLE_RANKING_KINDS) {
    const rng = new Random(hashSeed(seed, hashString(kind)));
    let ranked;
    if (kind === 'tweet') {
      ranked = rankable.slice(0, 300).sort((a, b) => b.card.reTweetCount - a.card.reTweetCount || b.publishedMs - a.publishedMs);
    } else {
      const { days, minPool } = RANKING_POOLS[kind];
      const from = nowMs - days * DAY_MS;
      let size = 0;
      while (size < rankable.length && (rankable[size]?.publishedMs ?? 0) >= from) size += 1;
      const pool = rankable.slice(0, Math.max(size, minPool));
      // Popularity: retweets, a random buzz factor, and a bonus for being recent.
      const scored = pool.map((record, position) => ({
        record,
        score: (Math.log1p(record.card.reTweetCount) + 1) * (0.5 + rng.float()) * (1 + 2 / (1 + position / 20)),
      }));
      ranked = scored.sort((a, b) => b.score - a.score).map((entry) => entry.record);
    }
    result[kind] = { aggregatedAt: aggregatedAt(kind, nowMs), data: ranked.slice(0, RANKING_SIZE).map((record) => record.card) };
  }
  return result;
}

const AMAZON_LABELS: Record<AmazonGenre, string> = {
  game: 'ゲーム', gameBook: 'ゲーム攻略本', comic: 'コミック', anime: 'アニメ', animeGameMusic: 'アニメ・ゲーム音楽',
};

function amazonTitle(rng: Random, genre: AmazonGenre, game: GameRecord): string {
  switch (genre) {
    case 'game':
      return `${game.name} -${rng.pick(game.versions).platform.nameJa}`;
    case 'gameBook':
      return rng.pick([`${game.name} 公式ガイドブック`, `${game.name} パーフェクトガイド`, `${game.name} 設定資料集`]);
    case 'comic':
      return `${rng.pick(COMIC_TITLES)} ${rng.int(1, 24)}巻`;
    case 'anime':
      return `${rng.pick(ANIME_TITLES)} ${rng.pick(['Blu-ray BOX', '第1巻 [Blu-ray]', 'DVD 通常版', '劇場版 [Blu-ray]'])}`;
    default:
      return `${game.name} オリジナル・サウンドトラック`;
  }
}

export function buildAmazonRanking(rng: Random, games: GameRecord[], images: ImageUrls, nowMs: number): AmazonRanking {
  const now = jstParts(nowMs);
  const windowEnd = jstMidnight(now.year, now.month, now.day) + now.hour * HOUR_MS;
  const released = games.filter((g) => g.releaseDate !== null && g.releaseDate <= toJstDate(nowMs + 60 * DAY_MS));
  const popular = released.slice().sort((a, b) => b.popularity - a.popularity).slice(0, 120);
  const result = {} as AmazonRanking;
  for (const genre of AMAZON_GENRES) {
    const rows: AmazonRankingRow[] = [];
    for (let ranking = 1; ranking <= AMAZON_ROWS; ranking += 1) {
      const game = rng.pick(popular);
      const price = rng.pick([880, 1320, 1650, 2420, 3300, 4980, 6800, 7678, 8580, 9680]);
      const asin = `B0${rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 8)}`;
      rows.push({
        ranking,
        genre,
        title: amazonTitle(rng, genre, game),
        categoryName: AMAZON_LABELS[genre],
        thumbnailUrlMedium: images.art(`products/${asin}/package`, 160, 160),
        thumbnailUrlLarge: images.art(`products/${asin}/package`, 500, 500),
        countingStartDate: toJstIso(windowEnd - HOUR_MS),
        countingEndDate: toJstIso(windowEnd),
        releaseDate: genre === 'game' && game.releaseDate ? game.releaseDate : toJstDate(nowMs - rng.int(-30, 400) * DAY_MS),
        price,
        lowestPrice: rng.chance(0.6) ? Math.floor(price * (0.7 + rng.float() * 0.25)) : null,
        amazonUrl: `https://www.amazon.co.jp/dp/${asin}?tag=playnote-22`,
      });
    }
    result[genre] = rows;
  }
  return result;
}

/** The last complete Monday-Sunday week before `nowMs`, `weeksAgo` weeks further back. */
export function salesWeek(weeksAgo: number, nowMs: number): { startMs: number; endMs: number; title: string } {
  const now = jstParts(nowMs);
  const todayMs = jstMidnight(now.year, now.month, now.day);
  const daysSinceMonday = (now.weekday + 6) % 7;
  const startMs = todayMs - (daysSinceMonday + 7 * (weeksAgo + 1)) * DAY_MS;
  const endMs = startMs + 6 * DAY_MS;
  return { startMs, endMs, title: `${toPaddedJapaneseDate(toJstDate(startMs))}～${toPaddedJapaneseDate(toJstDate(endMs))}` };
}

interface SalesCandidate {
  game: GameRecord;
  version: GameVersionRecord;
  /** The lead platform sells most; ports sell a fraction. */
  share: number;
  releaseMs: number;
}

const WEEK_MS = 7 * DAY_MS;
const WEEKLY_DECAY = 0.65;

/** Package sales in the n-th week after release: a launch peak that decays, with per-week noise. */
function salesInWeek(seed: number, c: SalesCandidate, age: number): number {
  const base = (2_000 + c.game.popularity ** 2 * 300_000) * c.share;
  const noise = 0.8 + (hashSeed(seed, c.game.index, c.version.info.weight, age) / 4294967296) * 0.4;
  return Math.max(100, Math.round(base * WEEKLY_DECAY ** age * noise + 300 * c.game.popularity * c.share));
}

function weekAge(c: SalesCandidate, weekEndMs: number): number {
  return Math.max(0, Math.floor((weekEndMs - c.releaseMs) / WEEK_MS));
}

export function buildGameSales(seed: number, games: GameRecord[], nowMs: number): GameSalesRanking[] {
  const candidates: SalesCandidate[] = [];
  for (const game of games) {
    game.versions.forEach((version, i) => {
      if (!version.janCode || !version.releaseDate) return;
      const share = i === 0 ? 1 : 0.25 + (hashSeed(seed, game.index, i) % 40) / 100;
      candidates.push({ game, version, share, releaseMs: Date.parse(`${version.releaseDate}T00:00:00+09:00`) });
    });
  }
  return [0, 1, 2].map((weeksAgo) => {
    const week = salesWeek(weeksAgo, nowMs);
    const rows = candidates
      .filter((c) => c.releaseMs <= week.endMs && c.releaseMs > week.endMs - 3 * 365 * DAY_MS)
      .map((c) => ({ candidate: c, weekly: salesInWeek(seed, c, weekAge(c, week.endMs)) }))
      .sort((a, b) => b.weekly - a.weekly)
      .slice(0, SALES_ROWS);
    const rankingData: GameSalesRow[] = rows.map(({ candidate, weekly }, i) => {
      // Cumulative total: the sum of every week so far, so it grows from one week to the next.
      let total = 0;
      for (let age = weekAge(candidate, week.endMs); age >= 0; age -= 1) total += salesInWeek(seed, candidate, age);
      return {
        janCode: candidate.version.janCode as string,
        rank: i + 1,
        title: candidate.game.name,
        maker: candidate.game.maker,
        genre: candidate.game.genre,
        platform: candidate.version.platform.nameJa,
        price: candidate.version.price,
        salesCount: weekly,
        totalSalesCount: total,
        releaseDate: toPaddedJapaneseDate(candidate.version.releaseDate as string),
        sellRate: String(hashSeed(seed, candidate.game.index, weeksAgo, 7) % 5) as GameSalesRow['sellRate'],
      };
    });
    return { title: week.title, rankingData };
  });
}

export function buildTrendWords(rng: Random, games: GameRecord[], nowMs: number): TrendWordRanking {
  const upcoming = games
    .filter((g) => g.releaseDate !== null && Math.abs(Date.parse(`${g.releaseDate}T00:00:00+09:00`) - nowMs) < 45 * DAY_MS)
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, 8)
    .map((g) => g.name);
  const words = rng.sample([...upcoming, ...rng.sample(TREND_EXTRA_WORDS, 4)], 12);
  return { data: words.map((word, i) => ({ rank: i + 1, word })) };
}
