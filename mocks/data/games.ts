import type { ImageUrls } from './images';
import { PLATFORM_REFS, PLATFORMS, type PlatformInfo } from './platforms';
import type { Random } from './prng';
import {
  FEATURES,
  GENRES,
  KANJI_TITLE_HEADS,
  KANJI_TITLE_TAILS,
  MAKERS,
  SEQUEL_MARKS,
  SUBTITLES,
  TITLE_PREFIXES,
  TITLE_SUFFIXES,
  type Word,
} from './text';
import { daysInMonth, isoDateOf, jstParts, toJapaneseDate } from './time';
import type { GameRecord, GameVersionRecord, TitleGroupRecord } from './types';

/** Release years, counted from the data's "now" (its JST year): seven back, one ahead. */
const YEARS_BACK = 7;
const YEARS_AHEAD = 1;
/** The schedule's years (two back to one ahead) are dense; older years only need some history. */
const DENSE_YEARS_BACK = 2;
const SERIES_COUNT = 48;
const UNDECIDED_TITLES = 24;
const PACKAGE_PRICES = [4980, 5980, 6480, 6800, 7600, 7980, 8800, 9680];
const DOWNLOAD_PRICES = [980, 1500, 2200, 3300, 4400];

export interface GameCatalog {
  games: GameRecord[];
  titleGroups: TitleGroupRecord[];
}

interface Series {
  id: string;
  base: Word;
  games: GameRecord[];
}

function katakanaTitle(rng: Random): Word {
  const text = rng.pick(TITLE_PREFIXES) + rng.pick(TITLE_SUFFIXES);
  return [text, text];
}

function kanjiTitle(rng: Random): Word {
  const head = rng.pick(KANJI_TITLE_HEADS);
  const tail = rng.pick(KANJI_TITLE_TAILS);
  return rng.chance(0.5) ? [`${head[0]}の${tail[0]}`, `${head[1]}の${tail[1]}`] : [head[0] + tail[0], head[1] + tail[1]];
}

function baseTitle(rng: Random): Word {
  return rng.chance(0.7) ? katakanaTitle(rng) : kanjiTitle(rng);
}

function decorate(rng: Random, base: Word, sequel: boolean): Word {
  const roll = rng.float();
  const mark = rng.pick(SEQUEL_MARKS);
  const sub = rng.pick(SUBTITLES);
  if (sequel ? roll < 0.4 : roll < 0.2) return [`${base[0]} ${mark[0]}`, `${base[1]}${mark[1]}`];
  if (sequel ? roll < 0.8 : roll < 0.45) return [`${base[0]}：${sub[0]}`, `${base[1]} ${sub[1]}`];
  if (sequel) return [`${base[0]} ${mark[0]}：${sub[0]}`, `${base[1]}${mark[1]} ${sub[1]}`];
  return base;
}

/** A unique title: a series' first game takes the bare series name, later ones a sequel mark or subtitle. */
function pickTitle(rng: Random, series: Series | null, names: Set<string>): Word {
  if (series && series.games.length === 0) return series.base;
  for (let attempt = 0; ; attempt += 1) {
    const title = series && attempt < 20 ? decorate(rng, series.base, true) : decorate(rng, baseTitle(rng), false);
    if (!names.has(title[0])) {
      names.add(title[0]);
      return title;
    }
  }
}

/** EAN-13 with a Japanese `49` prefix and a valid check digit. */
function janCode(rng: Random): string {
  const body = `49${rng.digits(10)}`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

function availablePlatforms(year: number, month: number | null): PlatformInfo[] {
  const ym = month === null ? 999_999 : year * 100 + month;
  // Switch2 launched in June 2025; older consoles fade out.
  return PLATFORMS.filter((p) => (p.code === 'switch2' ? ym >= 202506 : p.code === 'ps4' ? ym < 202706 : true));
}

function pickPlatforms(rng: Random, candidates: PlatformInfo[]): PlatformInfo[] {
  const count = rng.weighted([1, 2, 3], [45, 35, 20]);
  const chosen: PlatformInfo[] = [];
  const pool = candidates.slice();
  while (chosen.length < count && pool.length > 0) {
    const next = rng.weighted(pool, pool.map((p) => p.weight));
    chosen.push(next);
    pool.splice(pool.indexOf(next), 1);
  }
  return chosen;
}

function makeVersion(rng: Random, info: PlatformInfo, releaseDate: string | null, undecidedText: string): GameVersionRecord {
  const free = info.code === 'mobile-app' && rng.chance(0.7);
  const priceYen = free ? 0 : rng.pick(info.physical ? PACKAGE_PRICES : DOWNLOAD_PRICES);
  return {
    platform: PLATFORM_REFS.get(info.code)!,
    info,
    releaseDate,
    releaseDateText: releaseDate ? toJapaneseDate(releaseDate) : undecidedText,
    price: free ? '基本無料（アイテム課金制）' : `${priceYen}円（税抜）`,
    priceYen,
    janCode: info.physical ? janCode(rng) : null,
  };
}

/** Release months over the years around "now": a handful of titles a month in early years, eight to twelve in recent ones. */
function releaseSlots(rng: Random, nowYear: number): { year: number; month: number | null; day: number | null }[] {
  const slots: { year: number; month: number | null; day: number | null }[] = [];
  for (let year = nowYear - YEARS_BACK; year <= nowYear + YEARS_AHEAD; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      const count = year >= nowYear - DENSE_YEARS_BACK ? rng.int(8, 12) : rng.int(2, 4);
      for (let i = 0; i < count; i += 1) slots.push({ year, month, day: rng.int(1, daysInMonth(year, month)) });
    }
  }
  for (let i = 0; i < UNDECIDED_TITLES; i += 1) slots.push({ year: rng.pick([nowYear + YEARS_AHEAD, nowYear + YEARS_AHEAD + 1]), month: null, day: null });
  return slots;
}

export function buildGames(rng: Random, images: ImageUrls, nowMs: number): GameCatalog {
  const series: Series[] = [];
  const names = new Set<string>();
  while (series.length < SERIES_COUNT) {
    const base = baseTitle(rng);
    if (names.has(base[0])) continue;
    names.add(base[0]);
    series.push({ id: String(501 + series.length), base, games: [] });
  }

  const games: GameRecord[] = [];
  let nextId = 10_001;
  for (const slot of releaseSlots(rng, jstParts(nowMs).year)) {
    const inSeries = rng.chance(0.3) ? rng.pick(series) : null;
    const title = pickTitle(rng, inSeries, names);

    const releaseDate = slot.month !== null && slot.day !== null ? isoDateOf(slot.year, slot.month, slot.day) : null;
    const undecidedText = rng.chance(0.5) ? `${slot.year}年発売予定` : '発売日未定';
    const platforms = pickPlatforms(rng, availablePlatforms(slot.year, slot.month));
    const versions = platforms.map((info, i) => {
      // A later port now and then (PC versions often follow), kept within the schedule years.
      const delayed = releaseDate && i > 0 && rng.chance(0.15) && slot.month !== null && slot.month < 10;
      const date = delayed ? isoDateOf(slot.year, (slot.month ?? 1) + rng.int(1, 2), Math.min(slot.day ?? 1, 28)) : releaseDate;
      return makeVersion(rng, info, date, undecidedText);
    });

    const gameId = String(nextId);
    nextId += rng.int(1, 4);
    const maker = rng.pick(MAKERS);
    const genre = rng.pick(GENRES);
    const popularity = Math.min(1, rng.float() ** 2 + (inSeries ? 0.25 : 0));
    const [featureA, featureB] = rng.sample(FEATURES, 2);
    const thumbnailUrl = images.art(`games/${gameId}/box-art`, 600, 800);
    const platformRefs = versions.map((v) => v.platform);
    const record: GameRecord = {
      gameId,
      index: games.length,
      name: title[0],
      nameKana: title[1],
      maker,
      genre,
      description:
        `『${title[0]}』は、${maker}が贈る${genre}。${featureA}と${featureB}が楽しめる。` +
        `対応機種は${versions.map((v) => v.info.nameJa).join('／')}。`,
      thumbnailUrl,
      officialSiteUrl: rng.chance(0.85) ? `https://www.example.com/games/${gameId}/` : null,
      titleGroupId: inSeries ? inSeries.id : null,
      versions,
      releaseDate,
      popularity,
      isNewTitle: rng.chance(0.3),
      card: { gameId, name: title[0], thumbnailUrl, platforms: platformRefs, releaseDate, maker },
    };
    inSeries?.games.push(record);
    games.push(record);
  }

  const titleGroups = series
    .filter((s) => s.games.length > 0)
    .map((s) => ({ titleGroupId: s.id, name: `${s.base[0]}シリーズ`, games: s.games }));
  return { games, titleGroups };
}
