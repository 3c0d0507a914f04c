import type { ArticleImages, ContentBlock } from '@/api-clients/schemas/article';
import type { ContentImage } from '@/api-clients/schemas/common';
import type { z } from 'zod';
import type { articleDetailSchema } from '@/api-clients/schemas/article';
import { articleImageId, articleImageSize } from './images';
import { hashSeed, Random } from './prng';
import { createArticleWriter, type ArticleWriter } from './article-copy';
import { Deck } from './deck';
import { ANNOTATIONS, BONUS_ITEMS, FEATURES } from './text';
import { MINUTE_MS, toJstIso } from './time';
import type { ArticleRecord, GameRecord } from './types';
import { youtubeId } from './videos';
import { liveClockMs, liveCoverageAt, liveIntroduction } from './live';
import { spoilerSection } from './spoilers';
import type { WritingContext } from './writing';
import type { Dataset } from './index';

/** The JSON the API sends (schema input: defaults not yet applied). */
export type ArticleDetailJson = z.input<typeof articleDetailSchema>;

const IMAGE_CAPTIONS = ['ゲーム画面', 'キービジュアル', '会場の様子', 'スクリーンショット', 'キャラクターイラスト', '開発中の画面'];
/** What each caption shows; the kind goes into the image URL so the image route draws it. */
const IMAGE_KINDS: Readonly<Record<string, string>> = {
  ゲーム画面: 'screenshot', キービジュアル: 'key-visual', 会場の様子: 'venue', スクリーンショット: 'screenshot',
  キャラクターイラスト: 'character', 開発中の画面: 'screenshot',
};

const text = (content: string): ContentBlock => ({ type: 'STRING', content });
const SUBHEADS = ['ポイント', 'ここに注目', '補足'];

/** Images of an article, derived from its id so the gallery and the body always agree. */
export function articleImages(dataset: Dataset, record: ArticleRecord): ContentImage[] {
  const rng = new Random(hashSeed(dataset.seed, record.numericId, 77));
  const game = record.gameIds[0] ? dataset.gameById.get(record.gameIds[0]) : undefined;
  const images: ContentImage[] = [];
  for (let i = 0; i < record.imageCount; i += 1) {
    const [width, height] = articleImageSize(record.numericId, i);
    const label = rng.pick(IMAGE_CAPTIONS);
    images.push({
      imageId: articleImageId(record.numericId, i),
      url: dataset.images.art(`articles/${record.id}/${IMAGE_KINDS[label] ?? 'screenshot'}-${i + 1}`, width, height),
      caption: rng.chance(0.75) ? (game ? `『${game.name}』${label}` : label) : null,
      width,
      height,
    });
  }
  return images;
}

export function articleImagesResponse(dataset: Dataset, record: ArticleRecord): ArticleImages {
  return { articleId: record.id, title: record.card.title, publishedAt: record.card.publishedAt, images: articleImages(dataset, record) };
}

interface BodyState {
  rng: Random;
  dataset: Dataset;
  record: ArticleRecord;
  game: GameRecord | null;
  writer: ArticleWriter;
  anchor: number;
  /** Blocks and inline lines an article carries at most once. */
  used: Set<string>;
  subheads: Deck<string>;
}

/** `key` the first time it is asked for, then false: extras appear once per article. */
function once(s: BodyState, key: string, chance: number): boolean {
  if (s.used.has(key) || !s.rng.chance(chance)) return false;
  s.used.add(key);
  return true;
}

/** A paragraph with inline nodes (plain text, bold, links, the game's name), or null when the copy ran out. */
function richParagraph(s: BodyState, section: number, opening = false): ContentBlock | null {
  const { game } = s;
  const copy = opening ? s.writer.lead() : s.writer.paragraph(section);
  if (!copy) return null;
  const nodes: ContentBlock[] = [text(copy)];
  if (game && once(s, 'introduce', 0.5)) {
    nodes.push(text('今回紹介する'), { type: 'NOLINK', url: null, content: game.name }, text(`は、${game.maker}が手がける${game.genre}だ。`));
  }
  if (s.record.mainCategory.code !== 'interview' && once(s, 'bold', 0.35)) nodes.push({ type: 'B', content: `${s.writer.feature()}に注目だ。` });
  const more = s.rng.chance(0.25) ? s.writer.paragraph(section) : null;
  if (more) nodes.push({ type: 'BR', content: '' }, text(more));
  if (game && once(s, 'title-link', 0.3)) {
    nodes.push(text('タイトル情報は'), { type: 'LINK', url: `/game/title/${game.gameId}/page/1/`, content: 'こちら' }, text('。'));
  }
  if (game?.officialSiteUrl && once(s, 'official-link', 0.2)) {
    nodes.push(text('詳しくは'), { type: 'LINK_B_TAB', url: game.officialSiteUrl, content: '公式サイト' }, text('をチェック。'));
  }
  return { type: 'STRING', content: nodes };
}

function head(s: BodyState, label: string): ContentBlock {
  s.anchor += 1;
  return { type: 'HEAD', id: `anchor-${s.anchor}`, content: label };
}

function imageBlock(image: ContentImage): ContentBlock {
  return { type: 'IMAGE', id: image.imageId, url: image.url, width: image.width, height: image.height, content: image.caption ?? '' };
}

function productTable(game: GameRecord): ContentBlock {
  const row = (label: string, value: string): ContentBlock => ({
    type: 'TR',
    content: [{ type: 'TH', content: label }, { type: 'TD', content: value }],
  });
  const first = game.versions[0]!;
  return {
    type: 'TABLE',
    content: [
      row('タイトル', game.name),
      row('対応機種', game.versions.map((v) => v.platform.nameJa).join('／')),
      row('発売日', first.releaseDateText),
      row('価格', first.price),
      row('ジャンル', game.genre),
      row('メーカー', game.maker),
    ],
  };
}

function itemization(s: BodyState): ContentBlock {
  const items = s.rng.sample(s.game ? FEATURES : BONUS_ITEMS, s.rng.int(3, 5));
  return { type: 'ITEMIZATION', content: items.map((item) => ({ type: 'LIST_ITEM', content: item })) };
}

function newsBlock(s: BodyState): ContentBlock | null {
  const sameGame = s.game ? s.dataset.articles.byGame.get(s.game.gameId) : undefined;
  const pool = sameGame && sameGame.length > 1 ? sameGame : s.dataset.articles.all;
  const other = s.rng.pick(pool);
  return other.id === s.record.id ? null : { type: 'NEWS', url: other.path, content: other.card.title };
}

function optionalBlocks(s: BodyState): ContentBlock[] {
  const { rng, game } = s;
  const blocks: ContentBlock[] = [];
  const subhead = rng.chance(0.3) ? s.subheads.draw() : undefined;
  if (subhead) blocks.push({ type: 'SUBHEAD', content: subhead });
  if (once(s, 'list', 0.35)) blocks.push(itemization(s));
  if (once(s, 'video', s.record.card.isVideoArticle ? 1 : 0.2)) {
    const video = game ? s.dataset.videosByGame.get(game.gameId)?.[0] : undefined;
    blocks.push({ type: 'YOUTUBE', url: video?.youtubeId ?? youtubeId(rng), content: video?.title ?? '' });
  }
  if (once(s, 'tweet', 0.2)) {
    blocks.push({
      type: 'TWEET',
      url: `https://x.com/${rng.pick(['playnote_jp', 'playnote_news', 'official_game'])}/status/${rng.digits(19)}`,
      content: game ? `『${game.name}』の最新情報を公開しました！ #${game.name.replace(/[\s：・]/g, '')}` : '本日の更新情報をお届けします。',
    });
  }
  const quotable = !['review', 'game-tips', 'notice'].includes(s.record.mainCategory.code);
  if (quotable && once(s, 'quote', 0.25)) blocks.push({ type: 'QUOTE', content: `${s.writer.quote()}。（${s.writer.person}氏）` });
  return blocks;
}

/** How many sections each page gets: every page at least one, headings never repeat. */
function sectionsPerPage(rng: Random, heads: number, pageCount: number): number[] {
  const total = Math.min(heads, rng.int(Math.max(pageCount, 2), heads));
  return Array.from({ length: pageCount }, (_, i) => Math.floor(total / pageCount) + (i < total % pageCount ? 1 : 0));
}

function pageContents(s: BodyState, pageNo: number, sections: number, pageImages: ContentImage[], isLast: boolean, spoiler: ContentBlock | null): ContentBlock[] {
  const { rng, game } = s;
  const blocks: ContentBlock[] = [];
  const images = pageImages.slice();
  const push = (block: ContentBlock | null) => {
    if (block) blocks.push(block);
  };
  if (pageNo === 1) push(richParagraph(s, 0, true));
  if (images.length > 0) blocks.push(imageBlock(images.shift()!));
  for (let i = 0; i < sections; i += 1) {
    const section = s.anchor;
    // A heading only when there is something left to say under it.
    const first = richParagraph(s, section);
    if (!first) break;
    blocks.push(head(s, s.writer.heads[section] as string), first);
    if (rng.chance(0.5)) push(richParagraph(s, section));
    const take = Math.ceil(images.length / (sections - i));
    for (const image of images.splice(0, take)) blocks.push(imageBlock(image));
    blocks.push(...optionalBlocks(s));
  }
  if (isLast) {
    // After the reading, before the product facts: what a reader who has not played should skip.
    if (spoiler) blocks.push(spoiler);
    if (game) {
      blocks.push(head(s, `『${game.name}』製品情報`), productTable(game));
      if (game.versions.some((v) => v.janCode) && rng.chance(0.8)) {
        blocks.push({ type: 'BUTTON_EC', url: `https://www.amazon.co.jp/dp/B0${rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 8)}?tag=playnote-22`, content: 'Amazonで購入する' });
        if (rng.chance(0.5)) blocks.push({ type: 'BUTTON_EC', url: `https://books.rakuten.co.jp/rb/${rng.digits(8)}/`, content: '楽天ブックスで購入する' });
      }
    }
    const news = rng.chance(0.7) ? newsBlock(s) : null;
    if (news) blocks.push(news);
    blocks.push({ type: 'ANNOTATION', content: rng.pick(ANNOTATIONS) });
  }
  return blocks;
}

function copyright(dataset: Dataset, record: ArticleRecord): string | null {
  const games = record.gameIds.map((id) => dataset.gameById.get(id)).filter((g): g is GameRecord => g !== undefined);
  if (games.length === 0) return null;
  const year = record.yearMonth.slice(0, 4);
  return [...games.map((g) => `©${year} ${g.maker} All Rights Reserved.`), '※画面は開発中のものです。'].join('\n');
}

/** The full article, generated on demand from the article id (nothing is stored per body). */
export function buildArticleDetail(dataset: Dataset, record: ArticleRecord): ArticleDetailJson {
  const rng = new Random(hashSeed(dataset.seed, record.numericId));
  const game = (record.gameIds[0] && dataset.gameById.get(record.gameIds[0])) || null;
  const year = Number(record.yearMonth.slice(0, 4));
  const month = Number(record.yearMonth.slice(4));
  const ctx: WritingContext = {
    game,
    version: game?.versions[0] ?? null,
    year,
    month,
    isVideo: record.card.isVideoArticle,
    released: Boolean(game?.versions[0]?.releaseDate && game.versions[0].releaseDate <= record.card.publishedAt.slice(0, 10)),
  };
  // Page count first, as before the copy had its own generator: the same articles stay multi-page.
  const drawnPages = record.mainCategory.code === 'notice' ? 1 : rng.weighted([1, 2, 3], [60, 30, 10]);
  const pageCount = record.bodyPages ?? drawnPages;
  const copyRng = new Random(hashSeed(dataset.seed, record.numericId, 91));
  const writer = createArticleWriter(copyRng, record.mainCategory.code, ctx, record.card.title);
  const state: BodyState = { rng, dataset, record, game, writer, anchor: 0, used: new Set(), subheads: new Deck(copyRng, SUBHEADS) };
  const images = articleImages(dataset, record);
  const perPage = Math.ceil(images.length / pageCount);
  const sections = sectionsPerPage(rng, writer.heads.length, pageCount);
  const spoiler = spoilerSection(dataset.seed, record, game);
  const content = Array.from({ length: pageCount }, (_, i) => ({
    page_no: i + 1,
    contents: pageContents(state, i + 1, sections[i] ?? 1, images.slice(i * perPage, (i + 1) * perPage), i === pageCount - 1, spoiler),
  }));

  const relatedPool = game ? dataset.articles.byGame.get(game.gameId) ?? [] : dataset.articles.byCategory.get(record.mainCategory.code) ?? [];
  const related = rng.sample(relatedPool.filter((r) => r.id !== record.id).slice(0, 30), rng.int(3, 6));
  const updatedMs = Math.min(dataset.nowMs, record.publishedMs + (rng.chance(0.4) ? rng.int(5, 4320) * MINUTE_MS : 0));

  const plan = [dataset.live.running, dataset.live.ended].find((event) => event?.articleId === record.id);
  const live = plan ? liveCoverageAt(plan, liveClockMs(dataset.nowMs, dataset.createdAtMs), dataset.seed, dataset.images) : null;

  return {
    articleId: record.numericId,
    title: record.card.title,
    description: record.card.description ?? '',
    isR18: record.isR18,
    isDisplayAd: record.isDisplayAd,
    isToc: record.isToc,
    publishedAt: record.card.publishedAt,
    // A live article was last updated by its newest update.
    updatedAt: live?.updates.at(-1)?.postedAt ?? toJstIso(updatedMs),
    thumbnailUrl: record.card.thumbnailUrl,
    ogpImageUrl: record.card.thumbnailUrl,
    redirectUrl: record.card.redirectUrl,
    mainCategories: [record.mainCategory],
    subCategories: record.subCategories,
    relatedArticles: related.map((r) => ({ title: r.card.title, description: r.card.description, url: r.path, blank: false, thumbnailUrl: r.card.thumbnailUrl })),
    relatedLinks: [
      ...(game?.officialSiteUrl ? [{ title: `『${game.name}』公式サイト`, url: game.officialSiteUrl, blank: true }] : []),
      { title: 'プレイノート公式X', url: 'https://x.com/playnote_jp', blank: true },
    ],
    authors: record.authorIds.map((id) => dataset.authorById.get(id)!.byline),
    copyright: copyright(dataset, record),
    items: record.gameIds.map((id) => ({ status: 'active', item_id: id, item_type: 'game' as const })),
    // A live article's body is its introduction: one page, above the updates.
    content: plan ? [{ page_no: 1, contents: liveIntroduction(plan) }] : content,
    images,
    live,
  };
}
