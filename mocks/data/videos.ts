import type { ImageUrls } from './images';
import type { Random } from './prng';
import { DAY_MS, MINUTE_MS, toJstIso } from './time';
import type { GameRecord, GameVideoRecord } from './types';

const YOUTUBE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VIDEO_KINDS = [
  'ティザートレーラー', '公式トレーラー', 'ゲームプレイ映像', '発売日告知トレーラー', 'DLC紹介映像',
  '開発者インタビュー映像', '試遊プレイ動画', 'バトルシステム紹介映像', 'キャラクター紹介PV',
];

export function youtubeId(rng: Random): string {
  return rng.chars(YOUTUBE_ID_ALPHABET, 11);
}

/** Trailers and gameplay videos per title, newest first, never after the data's "now". */
export function buildGameVideos(rng: Random, games: GameRecord[], images: ImageUrls, nowMs: number): Map<string, GameVideoRecord[]> {
  const byGame = new Map<string, GameVideoRecord[]>();
  let nextId = 70_001;
  for (const game of games) {
    const count = Math.floor(game.popularity * 8) + rng.int(0, 2);
    if (count === 0) continue;
    const release = game.releaseDate ? Date.parse(`${game.releaseDate}T00:00:00+09:00`) : nowMs + 365 * DAY_MS;
    const from = Math.min(release - 300 * DAY_MS, nowMs - 400 * DAY_MS);
    const to = Math.min(release + 90 * DAY_MS, nowMs - 60 * MINUTE_MS);
    const videos: GameVideoRecord[] = [];
    for (let i = 0; i < count; i += 1) {
      const videoId = String(nextId);
      nextId += 1;
      const publishedMs = from + Math.floor(rng.float() * Math.max(1, to - from) / MINUTE_MS) * MINUTE_MS;
      videos.push({
        videoId,
        youtubeId: youtubeId(rng),
        title: `『${game.name}』${VIDEO_KINDS[(game.index + i) % VIDEO_KINDS.length]}`,
        thumbnailUrl: images.art(`videos/${videoId}/thumbnail`, 1280, 720),
        publishedAt: toJstIso(publishedMs),
        durationSeconds: rng.int(30, 1500),
        gameId: game.gameId,
      });
    }
    videos.sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
    byGame.set(game.gameId, videos);
  }
  return byGame;
}

