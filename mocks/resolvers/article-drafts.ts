import type { Dataset } from '../data';
import { buildArticleDetail, type ArticleDetailJson } from '../data/article-body';
import { HOUR_MS, jstMidnight, jstParts, toJstIso, toJstYearMonth } from '../data/time';
import type { ArticleRecord } from '../data/types';
import { notFound, type NotFound } from '../http/responses';

/**
 * What editors' previews read (docs/decisions/007-previews.md): unpublished articles ("drafts",
 * scheduled after the data's "now", ids right after the newest published one, each filed in a collection)
 * and saved versions of every article. Both are answered only with `preview=true`.
 */

/** Unpublished articles in the data set. */
export const DRAFT_ARTICLE_COUNT = 6;
/** Saved versions of every article (`version=1…3`); a version's title carries 「（第N版）」. */
export const SAVED_VERSION_COUNT = 3;
/** The first draft is a long read, so a preview's paging (one token, every body page) is always there to see. */
const FIRST_DRAFT_PAGES = 3;
/** Drafts go on sale at 10:00 JST on the days after the data's "now". */
const DRAFT_PUBLISH_HOUR = 10;

const DRAFT_TITLES: readonly ((game: string) => string)[] = [
  (game) => `『${game}』最新トレーラー公開 発売日と予約特典が明らかに`,
  (game) => `『${game}』開発者インタビュー 新システムに込めた狙いとは`,
  (game) => `『${game}』先行プレイレビュー 序盤3時間で見えた手応え`,
  (game) => `『${game}』大型アップデート配信決定 追加ストーリーの詳細を公開`,
  (game) => `『${game}』発売記念イベントのステージ内容が決定`,
  (game) => `『${game}』攻略ガイド 最初に知っておきたい5つのこと`,
];

export interface DraftIndex {
  /** Oldest id first. */
  all: ArticleRecord[];
  byId: Map<string, ArticleRecord>;
  /** The collection a draft is filed in. */
  directoryOf: Map<string, string>;
  /** collection → its drafts, newest (latest scheduled) first. */
  byDirectory: Map<string, ArticleRecord[]>;
}

const indexes = new WeakMap<Dataset, DraftIndex>();

function buildDrafts(dataset: Dataset): DraftIndex {
  const newest = dataset.articles.all[0];
  const templates = dataset.articles.all.filter((r) => r.gameIds.length > 0 && !r.card.redirectUrl && !r.isR18 && r.isDisplayAd);
  const directories = [...dataset.matome.keys()];
  const today = jstParts(dataset.nowMs);
  const index: DraftIndex = { all: [], byId: new Map(), directoryOf: new Map(), byDirectory: new Map() };
  if (!newest || templates.length === 0) return index;

  for (let k = 0; k < DRAFT_ARTICLE_COUNT; k += 1) {
    const template = templates[(k * 7) % templates.length] as ArticleRecord;
    const numericId = newest.numericId + k + 1;
    const id = String(numericId);
    const publishedMs = jstMidnight(today.year, today.month, today.day + k + 1) + DRAFT_PUBLISH_HOUR * HOUR_MS;
    const yearMonth = toJstYearMonth(publishedMs);
    const game = dataset.gameById.get(template.gameIds[0] ?? '');
    const title = (DRAFT_TITLES[k % DRAFT_TITLES.length] as (game: string) => string)(game?.name ?? 'プレイノート');
    const record: ArticleRecord = {
      ...template,
      id,
      numericId,
      publishedMs,
      yearMonth,
      path: `/article/${yearMonth}/${id}/`,
      ...(k === 0 ? { bodyPages: FIRST_DRAFT_PAGES } : {}),
      card: {
        ...template.card,
        id,
        title,
        publishedAt: toJstIso(publishedMs),
        thumbnailUrl: dataset.images.art(`articles/${id}/hero`, 1280, 720),
        reTweetCount: 0,
        redirectUrl: null,
      },
    };
    index.all.push(record);
    index.byId.set(id, record);
    const directoryName = directories[k % Math.max(1, directories.length)];
    if (directoryName) {
      index.directoryOf.set(id, directoryName);
      index.byDirectory.set(directoryName, [record, ...(index.byDirectory.get(directoryName) ?? [])]);
    }
  }
  return index;
}

/** The data set's drafts, built once per data set. */
export function draftsOf(dataset: Dataset): DraftIndex {
  let index = indexes.get(dataset);
  if (!index) {
    index = buildDrafts(dataset);
    indexes.set(dataset, index);
  }
  return index;
}

export interface PreviewOptions {
  preview?: 'true';
  version?: string;
}

/**
 * The detail of `record` as the API answers it: a draft (not yet on sale, so never updated after
 * publication) or a saved version only with `preview=true`, else 404 like an unknown article.
 */
export function articleDetailFor(dataset: Dataset, record: ArticleRecord, { preview, version }: PreviewOptions): ArticleDetailJson | NotFound {
  const isDraft = draftsOf(dataset).byId.get(record.id) === record;
  if ((isDraft || version !== undefined) && preview !== 'true') return notFound('article', record.id);
  if (version !== undefined && Number(version) > SAVED_VERSION_COUNT) return notFound('article version', `${record.id}/${version}`);
  const detail = buildArticleDetail(dataset, record);
  return {
    ...detail,
    ...(isDraft ? { updatedAt: detail.publishedAt } : {}),
    ...(version !== undefined ? { title: `${detail.title}（第${Number(version)}版）` } : {}),
  };
}

/** Published or, with `preview=true`, unpublished: the article of an id. */
export function findArticleRecord(dataset: Dataset, articleId: string, preview: 'true' | undefined): ArticleRecord | undefined {
  return dataset.articles.byId.get(articleId) ?? (preview === 'true' ? draftsOf(dataset).byId.get(articleId) : undefined);
}
