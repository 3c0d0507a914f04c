import type { Platform } from '@/api-clients/schemas/game';
import type { ReleaseCalendar, ScheduleReleaseDates, ScheduleTitle } from '@/api-clients/schemas/schedule';
import { PLATFORM_BY_CODE, PLATFORMS } from './platforms';
import type { GameRecord } from './types';

export const ALL_PLATFORMS = 'all-platforms';

interface ScheduleEntry {
  releaseDate: string;
  platformCode: string;
  title: ScheduleTitle;
}

export interface Schedule {
  /** `YYYYMM` → entries sorted by date, then by popularity. */
  byMonth: Map<string, ScheduleEntry[]>;
  /** platform filter → year → months (`MM`) with releases. */
  calendar: Map<string, Map<string, Set<string>>>;
}

function addMonth(calendar: Map<string, Map<string, Set<string>>>, filter: string, year: string, month: string): void {
  let years = calendar.get(filter);
  if (!years) calendar.set(filter, (years = new Map()));
  let months = years.get(year);
  if (!months) years.set(year, (months = new Set()));
  months.add(month);
}

export function buildSchedule(games: GameRecord[]): Schedule {
  const byMonth = new Map<string, ScheduleEntry[]>();
  const calendar = new Map<string, Map<string, Set<string>>>();
  const popularity = new Map<string, number>();
  for (const game of games) {
    popularity.set(game.gameId, game.popularity);
    for (const version of game.versions) {
      if (!version.releaseDate) continue;
      const key = version.releaseDate.slice(0, 4) + version.releaseDate.slice(5, 7);
      const entry: ScheduleEntry = {
        releaseDate: version.releaseDate,
        platformCode: version.platform.code,
        title: {
          gameId: game.gameId,
          name: game.name,
          platform: version.platform,
          maker: game.maker,
          genre: game.genre,
          price: version.price,
          thumbnailUrl: game.thumbnailUrl,
          isNewTitle: game.isNewTitle,
        },
      };
      const list = byMonth.get(key);
      if (list) list.push(entry);
      else byMonth.set(key, [entry]);
      for (const filter of [ALL_PLATFORMS, version.platform.code]) addMonth(calendar, filter, key.slice(0, 4), key.slice(4));
    }
  }
  for (const list of byMonth.values()) {
    list.sort((a, b) => a.releaseDate.localeCompare(b.releaseDate) || (popularity.get(b.title.gameId) ?? 0) - (popularity.get(a.title.gameId) ?? 0));
  }
  return { byMonth, calendar };
}

export function isSchedulePlatform(platform: string): boolean {
  return platform === ALL_PLATFORMS || PLATFORM_BY_CODE.has(platform);
}

function entriesFor(schedule: Schedule, platform: string, yearMonth: string): ScheduleEntry[] {
  const entries = schedule.byMonth.get(yearMonth) ?? [];
  return platform === ALL_PLATFORMS ? entries : entries.filter((e) => e.platformCode === platform);
}

export function releaseCalendar(schedule: Schedule, platform: string, yearMonth: string): ReleaseCalendar {
  const years = schedule.calendar.get(platform) ?? new Map<string, Set<string>>();
  const titleGroups: ReleaseCalendar['titleGroups'] = [];
  for (const entry of entriesFor(schedule, platform, yearMonth)) {
    const last = titleGroups[titleGroups.length - 1];
    if (last?.releaseDate === entry.releaseDate) last.titles.push(entry.title);
    else titleGroups.push({ releaseDate: entry.releaseDate, titles: [entry.title] });
  }
  return {
    yearsList: [...years.keys()].sort(),
    monthsList: [...(years.get(yearMonth.slice(0, 4)) ?? [])].sort(),
    isGameTitlesRelease: titleGroups.length > 0,
    titleGroups,
  };
}

export function releaseDates(schedule: Schedule, platform: string, yearMonth: string): ScheduleReleaseDates {
  const month = schedule.byMonth.get(yearMonth) ?? [];
  const present = new Set(month.map((e) => e.platformCode));
  const platforms: Platform[] = PLATFORMS.filter((p) => present.has(p.code)).map((p) => ({ code: p.code, nameJa: p.nameJa }));
  const dates = new Set(entriesFor(schedule, platform, yearMonth).map((e) => e.releaseDate));
  return { platforms, releaseDates: [...dates].sort() };
}
