import { hashSeed, hashString } from '../data/prng';
import { EVENTS } from '../data/text';
import type { Dataset } from '../data';
import { MATOME_DEFINITIONS } from '../data/matome-directories';
import { PLATFORMS } from '../data/platforms';
import type { GameRecord } from '../data/types';
import { avatarSvg, deskAvatarSvg } from '../art/avatar';
import { bannerSvg, copyFromTitle } from '../art/banner-art';
import { boxArtSvg } from '../art/box-art';
import { categoryArtSvg, categoryThemeCode } from '../art/category-art';
import { keyArtSvg } from '../art/key-art';
import { characterSvg, screenshotSvg, venueSvg } from '../art/photo-art';
import { logoJackSvg, magazineCoverSvg, neutralSvg } from '../art/site-art';
import type { Canvas } from '../art/svg';
import { artIndex, gameNamedIn } from './art-index';

const DEFAULT_SIZE: Canvas = { width: 640, height: 360 };
const MAX_WIDTH = 4096;
const LOGO_JACK_LABELS = ['expired', 'active', 'future', 'invalid'];

/** `/images/games/10001/box-art_600x800.svg?w=300` split into what it depicts and its sizes. */
export interface ArtRequest {
  /** Path segments between `/images/` and the file name, e.g. `['games', '10001']`. */
  folders: string[];
  /** File name without size and extension, e.g. `box-art`. */
  name: string;
  /** Native size from the name (the aspect ratio). */
  canvas: Canvas;
  /** Size to answer: `?w=` keeps the ratio. */
  out: Canvas;
}

export function parseArtRequest(url: URL): ArtRequest {
  const parts = url.pathname.split('/').filter(Boolean).map((part) => decodeURIComponent(part));
  if (parts[0] === 'images') parts.shift();
  const file = parts.pop() ?? '';
  const match = /^(.*?)(?:_(\d{1,5})x(\d{1,5}))?(?:\.\w+)?$/.exec(file);
  const width = Number(match?.[2]);
  const height = Number(match?.[3]);
  const canvas = width > 0 && height > 0 ? { width, height } : DEFAULT_SIZE;
  const requested = Number(url.searchParams.get('w'));
  const outWidth = Number.isInteger(requested) && requested > 0 && requested <= MAX_WIDTH ? requested : canvas.width;
  return { folders: parts, name: match?.[1] ?? file, canvas, out: { width: outWidth, height: Math.max(1, Math.round((outWidth * canvas.height) / canvas.width)) } };
}

function boxSubject(game: GameRecord, bandLabel?: string) {
  return { ...game, platformCode: game.versions[0]?.info.code ?? null, bandLabel };
}

/** The event an article reports on (`東京ゲームショウ2026`), for the screen of a venue picture. */
function eventIn(title: string): string | null {
  const event = EVENTS.find((name) => title.includes(name));
  return event ? (new RegExp(`${event}\\d*`).exec(title)?.[0] ?? event) : null;
}

/** The title's topic for category art: without 【…】 tags, up to the first 。 */
function topicOf(title: string): string {
  const bare = title.replace(/【[^】]*】/g, '').trim();
  return bare.split('。')[0] ?? bare;
}

function articleArt(dataset: Dataset, id: string, name: string, r: ArtRequest): string {
  const record = dataset.articles.byId.get(id);
  if (!record) return categoryArtSvg({ code: 'news', seed: hashString(id) }, r.canvas, r.out);
  const game = dataset.gameById.get(record.gameIds[0] ?? '') ?? null;
  const themeCode = categoryThemeCode(record.mainCategory.code, record.subCategories.map((c) => c.code));
  const [kind, n] = name === 'hero' ? ['hero', 0] : [name.replace(/-\d+$/, ''), Number(/-(\d+)$/.exec(name)?.[1] ?? 0)];
  const variant = record.numericId * 100 + n;
  if (kind === 'hero') {
    if (!game) return categoryArtSvg({ code: themeCode, seed: record.numericId, headline: topicOf(record.card.title) }, r.canvas, r.out);
    const isVideo = record.card.isVideoArticle;
    const tag = isVideo ? '動画' : record.mainCategory.code === 'news' ? null : record.mainCategory.nameJa;
    return keyArtSvg(game, r.canvas, r.out, { variant: record.numericId, tag, play: isVideo });
  }
  if (kind === 'venue') return venueSvg(eventIn(record.card.title) ?? game?.name ?? 'プレイノート スペシャルステージ', `${id}:${n}`, r.canvas, r.out);
  if (kind === 'character') return characterSvg(game, variant, r.canvas, r.out);
  if (!game) {
    // A round-up (特集, 新作まとめ) shows the games it covers; notices keep their category art.
    const covered = record.mainCategory.code === 'notice' ? undefined : dataset.games[hashSeed(variant, 31) % dataset.games.length];
    return covered ? keyArtSvg(covered, r.canvas, r.out, { variant }) : categoryArtSvg({ code: themeCode, seed: variant }, r.canvas, r.out);
  }
  if (kind === 'key-visual') return keyArtSvg(game, r.canvas, r.out, { variant });
  return screenshotSvg(game, variant, r.canvas, r.out);
}

function productArt(dataset: Dataset, asin: string, r: ArtRequest): string {
  const row = artIndex(dataset).productByAsin.get(asin);
  if (!row) return neutralSvg(asin, r.canvas, r.out);
  const game = dataset.games.find((g) => row.title.startsWith(`${g.name} `));
  if (game && row.genre === 'game') {
    const platform = PLATFORMS.find((p) => row.title.endsWith(`-${p.nameJa}`));
    return boxArtSvg({ ...boxSubject(game), platformCode: platform?.code ?? null }, r.canvas, r.out);
  }
  if (game) return boxArtSvg(boxSubject(game, row.categoryName), r.canvas, r.out);
  return categoryArtSvg({ code: row.genre === 'anime' ? 'anime' : 'comic', seed: hashString(asin), headline: row.title }, r.canvas, r.out);
}

function bannerArt(dataset: Dataset, kind: string, id: string, r: ArtRequest): string {
  const index = artIndex(dataset);
  if (kind === 'campaign' || kind === 'campaign-icon') {
    const campaign = index.campaignById.get(id);
    if (!campaign) return neutralSvg(id, r.canvas, r.out);
    const copy = kind === 'campaign-icon' ? { headline: campaign.shortName, tagline: null, action: '', seed: id } : copyFromTitle(campaign.campaignTitle, '詳しくはこちら', id);
    return bannerSvg(copy, gameNamedIn(dataset, campaign.campaignTitle), r.canvas, r.out);
  }
  if (kind === 'feature' || kind === 'matome' || kind === 'matome-header') {
    const definition = MATOME_DEFINITIONS.find((d) => d.directoryName === id);
    if (!definition) return neutralSvg(id, r.canvas, r.out);
    const tagline = definition.isPr ? 'PR' : kind === 'feature' ? '特設ページ' : 'まとめ';
    return bannerSvg({ headline: definition.title, tagline, action: '特集を見る', seed: definition.directoryName }, null, r.canvas, r.out);
  }
  if (kind === 'logo-jack') {
    const jack = dataset.ads.logoJacks.data[LOGO_JACK_LABELS.indexOf(id)];
    if (!jack) return neutralSvg(id, r.canvas, r.out);
    const directory = /\/special\/([^/]+)\//.exec(jack.linkedUrl ?? '')?.[1];
    const campaign = MATOME_DEFINITIONS.find((d) => d.directoryName === directory)?.title ?? '特集';
    return logoJackSvg({ campaign, background: jack.headerColor ?? '#1a1a1a' }, r.canvas, r.out);
  }
  const banner = index.bannerById.get(id);
  if (!banner) return neutralSvg(`${kind}/${id}`, r.canvas, r.out);
  return bannerSvg(copyFromTitle(banner.title ?? '', '詳しくはこちら', id), gameNamedIn(dataset, banner.title ?? ''), r.canvas, r.out);
}

function weeklyCover(dataset: Dataset, issue: string, r: ArtRequest): string {
  const { weeklyPart } = dataset.site;
  const dateLabel = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日号`;
  // A back issue's cover shows its feature's game and the feature line.
  const backIssue = weeklyPart.backIssues.find((candidate) => String(candidate.issueNumber) === issue);
  if (backIssue) {
    const coverGame = gameNamedIn(dataset, backIssue.feature) || dataset.games[0];
    if (!coverGame) return neutralSvg(`weekly/${issue}`, r.canvas, r.out);
    const lines = [backIssue.feature.replace('：', ' '), '新作クロスレビュー', '今週の発売スケジュール'];
    return magazineCoverSvg({ issueNumber: backIssue.issueNumber, dateLabel: dateLabel(backIssue.publishedAt), coverGame, lines }, r.canvas, r.out);
  }
  const [lead, ...others] = weeklyPart.parts;
  const coverGame = (lead && gameNamedIn(dataset, lead.title)) || dataset.games[0];
  if (!coverGame || String(weeklyPart.issue.issueNumber) !== issue) return neutralSvg(`weekly/${issue}`, r.canvas, r.out);
  return magazineCoverSvg(
    { issueNumber: weeklyPart.issue.issueNumber, dateLabel: dateLabel(weeklyPart.issue.publishedAt), coverGame, lines: others.map((p) => p.title.replace('：', ' ')) },
    r.canvas,
    r.out,
  );
}

/** Generated art for any image URL the content API hands out; unknown paths get neutral art. */
export function artSvg(dataset: Dataset, url: URL): string {
  const r = parseArtRequest(url);
  const [collection, id = ''] = r.folders;
  switch (collection) {
    case 'games': {
      const game = dataset.gameById.get(id);
      if (!game) break;
      return r.name === 'box-art' ? boxArtSvg(boxSubject(game), r.canvas, r.out) : keyArtSvg(game, r.canvas, r.out);
    }
    case 'articles':
      return articleArt(dataset, id, r.name, r);
    case 'authors': {
      const author = dataset.authorById.get(id);
      if (!author) break;
      return id === '100' ? deskAvatarSvg(r.canvas, r.out) : avatarSvg({ id, name: author.name }, r.canvas, r.out);
    }
    case 'videos': {
      const video = artIndex(dataset).videoById.get(id);
      const game = video && dataset.gameById.get(video.gameId);
      if (!video || !game) break;
      return keyArtSvg(game, r.canvas, r.out, { variant: Number(id), tag: video.title.replace(/^『.+?』/, '') || null, play: true });
    }
    case 'history': {
      const record = dataset.history[dataset.history.length - Number(id)];
      if (!record || record.article.id !== id) break;
      const game = gameNamedIn(dataset, record.article.title);
      if (game) return keyArtSvg(game, r.canvas, r.out, { variant: Number(id) });
      return categoryArtSvg({ code: 'news', seed: Number(id), headline: topicOf(record.article.title) }, r.canvas, r.out);
    }
    case 'products':
      return productArt(dataset, id, r);
    case 'banners':
      return bannerArt(dataset, id, r.name, r);
    case 'weekly':
      return weeklyCover(dataset, id, r);
    default:
      break;
  }
  return neutralSvg(url.pathname, r.canvas, r.out);
}

export function artImageResponse(dataset: Dataset, url: URL): Response {
  return new Response(artSvg(dataset, url), {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}
