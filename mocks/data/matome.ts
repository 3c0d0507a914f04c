import type { Topic } from '@/api-clients/schemas/site';
import type { MatomeDetail } from '@/api-clients/schemas/matome';
import type { ArticleIndex } from './articles';
import type { ImageUrls } from './images';
import { MATOME_DEFINITIONS } from './matome-directories';
import type { Random } from './prng';
import { HOUR_MS, toJstIso } from './time';
import type { ArticleRecord } from './types';

export interface MatomeRecord {
  detail: MatomeDetail;
  /** Newest first. */
  articles: ArticleRecord[];
  /** categoryId → its articles, newest first. */
  byCategory: Map<string, ArticleRecord[]>;
  articleIds: Set<string>;
}

export function buildMatome(rng: Random, articles: ArticleIndex, images: ImageUrls): Map<string, MatomeRecord> {
  const directories = new Map<string, MatomeRecord>();
  MATOME_DEFINITIONS.forEach((definition, d) => {
    const pool = new Map<string, ArticleRecord>();
    const wanted = rng.int(30, 60);
    for (const code of definition.sourceCodes) {
      for (const record of (articles.byCategory.get(code) ?? []).slice(0, wanted * 2)) {
        if (rng.chance(0.6)) pool.set(record.id, record);
      }
    }
    const chosen = [...pool.values()].sort((a, b) => b.publishedMs - a.publishedMs).slice(0, wanted);
    const categories = definition.categories.map((name, k) => ({ categoryId: String((d + 1) * 10 + k + 1), name }));
    const byCategory = new Map<string, ArticleRecord[]>(categories.map((c) => [c.categoryId, []]));
    for (const record of chosen) byCategory.get(rng.pick(categories).categoryId)!.push(record);
    directories.set(definition.directoryName, {
      detail: {
        directoryName: definition.directoryName,
        title: definition.title,
        description: definition.description,
        thumbnailUrl: images.art(`banners/matome/${definition.directoryName}`, 640, 360),
        articleCount: chosen.length,
        isPr: definition.isPr,
        headerImageUrl: images.art(`banners/matome-header/${definition.directoryName}`, 1280, 400),
        categories,
      },
      articles: chosen,
      byCategory,
      articleIds: new Set(chosen.map((r) => r.id)),
    });
  });
  return directories;
}

/** Topics (`/api/matome`): collections and hot articles, newest first. */
export function buildTopics(rng: Random, directories: Map<string, MatomeRecord>, articles: ArticleIndex, nowMs: number): Topic[] {
  const topics: Topic[] = [];
  let id = 9001;
  for (const record of directories.values()) {
    topics.push({ id: String(id), title: record.detail.title, url: `/special/${record.detail.directoryName}/`, publishedAt: toJstIso(nowMs - rng.int(1, 400) * HOUR_MS) });
    id += 1;
  }
  for (const record of articles.all.slice(0, 60)) {
    if (!rng.chance(0.2)) continue;
    topics.push({ id: String(id), title: record.card.title, url: record.path, publishedAt: record.card.publishedAt });
    id += 1;
  }
  return topics.sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
}
