import type { HistoryArticle } from '@/api-clients/schemas/site';
import { CATEGORY_REFS, MAIN_CODES, MAIN_WEIGHTS } from './categories';
import { ARTICLE_YEARS_BACK } from './articles';
import type { ImageUrls } from './images';
import type { Random } from './prng';
import { jstMidnight, jstParts, MINUTE_MS, toJstIso, toJstYearMonth } from './time';
import type { GameRecord } from './types';
import { articleDescription, articleTitle } from './writing';

const HISTORY_COUNT = 2_400;
/** The old site's years, before the site's own articles start (ARTICLE_YEARS_BACK). */
const HISTORY_YEARS = 14;

export interface HistoryRecord {
  article: HistoryArticle;
  yearMonth: string;
  /** Lower-cased title and description, for keyword search. */
  haystack: string;
}

/** Articles of the old site (history API): the 14 years before the site's own articles, newest first. */
export function buildHistory(rng: Random, games: GameRecord[], images: ImageUrls, nowMs: number): HistoryRecord[] {
  const lastYear = jstParts(nowMs).year - ARTICLE_YEARS_BACK;
  const firstMs = jstMidnight(lastYear - HISTORY_YEARS, 1, 1);
  const lastMs = jstMidnight(lastYear, 1, 1) - MINUTE_MS;
  const weights = MAIN_CODES.map((code) => MAIN_WEIGHTS[code] ?? 1);
  const records: HistoryRecord[] = [];
  for (let i = 0; i < HISTORY_COUNT; i += 1) {
    const ms = firstMs + Math.floor(((i + rng.float()) / HISTORY_COUNT) * (lastMs - firstMs) / MINUTE_MS) * MINUTE_MS;
    const { year, month } = jstParts(ms);
    const main = rng.weighted(MAIN_CODES, weights);
    const game = rng.chance(0.7) ? rng.pick(games) : null;
    // No version: old articles must not quote the catalogue's (recent) release dates.
    const ctx = { game, version: null, year, month, isVideo: false, released: false };
    const id = String(i + 1);
    const title = articleTitle(rng, main, ctx);
    const description = rng.chance(0.9) ? articleDescription(rng, main, ctx) : null;
    records.push({
      article: {
        id,
        title,
        description,
        publishedAt: toJstIso(ms),
        url: `https://archive.playnote.example/articles/${id}.html`,
        thumbnailUrl: rng.chance(0.7) ? images.art(`history/${id}/thumbnail`, 320, 180) : null,
        categoryName: CATEGORY_REFS.get(main)!.nameJa,
      },
      yearMonth: toJstYearMonth(ms),
      haystack: `${title} ${description ?? ''}`.toLowerCase(),
    });
  }
  return records.reverse();
}
