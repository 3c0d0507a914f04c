import type { ContentBlock, LiveCoverage, LiveUpdate } from '@/api-clients/schemas/article';
import type { ArticleIndex } from './articles';
import type { ImageUrls } from './images';
import { hashSeed, Random } from './prng';
import { HOUR_MS, MINUTE_MS, toJstIso } from './time';
import type { ArticleRecord, GameRecord } from './types';
import { youtubeId } from './videos';

/**
 * Live coverage in the bundled data (issue 36): one event running around the data's "now" (a demo
 * started on any day has one) and one that ended days ago. Updates are placed on a fixed cadence
 * from the event's start; the API serves those posted by its live clock (liveClockMs), so a reader
 * who keeps the page open sees new ones arrive. Deterministic for a given "now" and clock.
 */
export const LIVE_EVENT = {
  /** The running event started this long before the data's "now"... */
  startedBeforeNowMs: 2 * HOUR_MS,
  /** ...and ends this long after it. */
  endsAfterNowMs: 3 * HOUR_MS,
  updateEveryMs: 4 * MINUTE_MS,
} as const;
export const ENDED_EVENT = {
  /** The ended event's article went up between these many days before "now". */
  daysBefore: { min: 3, max: 14 },
  lastsMs: 150 * MINUTE_MS,
  updateEveryMs: 6 * MINUTE_MS,
} as const;

export interface LiveEventPlan {
  articleId: string;
  startedMs: number;
  endsMs: number;
  updateEveryMs: number;
  /** Games the updates announce, in order. */
  games: GameRecord[];
  name: string;
}

export interface LivePlans {
  running: LiveEventPlan | null;
  ended: LiveEventPlan | null;
}

const LIVE_CATEGORIES = new Set(['news', 'event-report']);

const isCandidate = (record: ArticleRecord) =>
  LIVE_CATEGORIES.has(record.mainCategory.code) && !record.card.redirectUrl && !record.isR18 && record.gameIds.length > 0;

/** The newest candidate published within [fromMs, toMs], or null. */
function newestBetween(articles: ArticleIndex, fromMs: number, toMs: number): ArticleRecord | null {
  return articles.all.find((record) => isCandidate(record) && record.publishedMs >= fromMs && record.publishedMs <= toMs) ?? null;
}

function eventGames(record: ArticleRecord, games: readonly GameRecord[], seed: number): GameRecord[] {
  const rng = new Random(hashSeed(seed, record.numericId, 51));
  const own = games.filter((game) => record.gameIds.includes(game.gameId));
  const popular = games.filter((game) => game.popularity > 0.5 && !record.gameIds.includes(game.gameId));
  return [...own, ...rng.sample(popular, 24)];
}

/**
 * Picks the two live articles and renames them as events (their cards carry `liveState`). The
 * running one is the newest news or event report that went up one to three hours before "now"
 * (in a tiny data set, the newest older than an hour).
 */
export function planLiveEvents(articles: ArticleIndex, games: readonly GameRecord[], nowMs: number, seed: number): LivePlans {
  const runningRecord =
    newestBetween(articles, nowMs - 3 * HOUR_MS, nowMs - HOUR_MS) ?? newestBetween(articles, 0, nowMs - HOUR_MS);
  const day = 24 * HOUR_MS;
  const endedRecord = newestBetween(articles, nowMs - ENDED_EVENT.daysBefore.max * day, nowMs - ENDED_EVENT.daysBefore.min * day);
  const year = new Date(nowMs + 9 * HOUR_MS).getUTCFullYear();
  const running = runningRecord && runningRecord !== endedRecord
    ? rename(runningRecord, 'live', `プレイノート・ゲームショーケース${year}`, {
        startedMs: runningRecord.publishedMs,
        endsMs: nowMs + LIVE_EVENT.endsAfterNowMs,
        updateEveryMs: LIVE_EVENT.updateEveryMs,
        games: eventGames(runningRecord, games, seed),
      })
    : null;
  const ended = endedRecord
    ? rename(endedRecord, 'ended', `インディーゲーム・ナイト${year}`, {
        startedMs: endedRecord.publishedMs,
        endsMs: endedRecord.publishedMs + ENDED_EVENT.lastsMs,
        updateEveryMs: ENDED_EVENT.updateEveryMs,
        games: eventGames(endedRecord, games, seed),
      })
    : null;
  return { running, ended };
}

function rename(record: ArticleRecord, state: 'live' | 'ended', name: string, plan: Omit<LiveEventPlan, 'articleId' | 'name'>): LiveEventPlan {
  record.card = {
    ...record.card,
    title: state === 'live' ? `【ライブ】${name} 発表まとめ（随時更新）` : `【ライブ】${name} 発表まとめ`,
    description: `${name}の発表内容を、配信を見ながらリアルタイムでお伝えします。`,
    liveState: state,
  };
  return { articleId: record.id, name, ...plan };
}

/** The content API's live clock: the data's "now" plus the time since the API started (mocks/http). */
export function liveClockMs(dataNowMs: number, startedAtMs: number, realNowMs: number = Date.now()): number {
  return dataNowMs + Math.max(0, realNowMs - startedAtMs);
}

const paragraph = (text: string): ContentBlock => ({ type: 'STRING', content: [{ type: 'STRING', content: text }] });

const ANNOUNCEMENTS = [
  (game: string) => ({ title: `『${game}』の最新映像が公開`, body: `『${game}』の新しいトレーラーが公開された。新たなエリアと、これまで明かされていなかった仲間キャラクターの姿が確認できる。` }),
  (game: string) => ({ title: `『${game}』の発売日が決定`, body: `『${game}』の発売日が発表された。予約受付は本日この発表の直後から始まっている。` }),
  (game: string) => ({ title: `サプライズ発表：『${game}』`, body: `事前の告知になかったタイトルとして『${game}』が登場。会場のコメント欄は一気に盛り上がった。` }),
  (game: string) => ({ title: `『${game}』に大型アップデート`, body: `『${game}』の無料アップデートが予告された。新モードの追加と、要望の多かった操作の改善が含まれる。` }),
];
const INTERLUDES = [
  '続いては開発者インタビューのコーナー。制作の舞台裏が語られている。',
  'ここで短いCMを挟み、配信は後半へ。',
  'コメント欄では次の発表を予想する声が飛び交っている。',
  '紹介されたタイトルの情報は、発表が終わり次第それぞれの記事でも詳しくお伝えする。',
  '司会者が次のコーナーを予告。ここからは国内スタジオの新作が続くという。',
];

/** Update `index` (0 = the first) of an event: deterministic from the seed, the article and the index. */
function updateAt(plan: LiveEventPlan, index: number, seed: number, images: ImageUrls): LiveUpdate {
  const rng = new Random(hashSeed(seed, Number(plan.articleId), 700 + index));
  const postedMs = plan.startedMs + index * plan.updateEveryMs;
  const id = `u${plan.articleId}-${index + 1}`;
  if (index === 0) {
    return {
      id,
      postedAt: toJstIso(postedMs),
      title: '配信はこちら',
      blocks: [paragraph(`${plan.name}の配信が始まりました。発表の内容は、このページで随時お伝えしていきます。`), { type: 'YOUTUBE', url: youtubeId(rng), content: `${plan.name} 配信` }],
      isKeyEvent: false,
      isPinned: true,
    };
  }
  const announces = index % 3 === 1;
  if (!announces) {
    return { id, postedAt: toJstIso(postedMs), title: null, blocks: [paragraph(rng.pick(INTERLUDES))], isKeyEvent: false, isPinned: false };
  }
  const game = plan.games[Math.floor(index / 3) % Math.max(1, plan.games.length)];
  const { title, body } = rng.pick(ANNOUNCEMENTS)(game?.name ?? 'タイトル未定');
  const blocks: ContentBlock[] = [paragraph(body)];
  if (game && rng.chance(0.5)) {
    // The announced game's key art (the image route draws it for `games/{id}/key-visual`).
    const [width, height] = [1280, 720];
    blocks.push({ type: 'IMAGE', id: `${id}-image`, url: images.art(`games/${game.gameId}/key-visual`, width, height), width, height, content: `『${game.name}』の発表画面` });
  }
  return { id, postedAt: toJstIso(postedMs), title, blocks, isKeyEvent: true, isPinned: false };
}

/** A live article's body: a short introduction of the event (its updates follow on the page). */
export function liveIntroduction(plan: LiveEventPlan): ContentBlock[] {
  const names = plan.games.slice(0, 3).map((game) => `『${game.name}』`).join('、');
  return [
    paragraph(`${plan.name}の配信内容を、配信を見ながらリアルタイムでお伝えします。新作の発表、発売日の決定、アップデートの予告まで、発表があり次第このページに追加していきます。`),
    paragraph(`注目は${names || '各社の新作'}など。発表された作品の詳しい情報は、配信の終了後にそれぞれの記事でもお届けします。`),
  ];
}

/** The live part of a live article as the API answers it at `clockMs`: the updates posted by then. */
export function liveCoverageAt(plan: LiveEventPlan, clockMs: number, seed: number, images: ImageUrls): LiveCoverage {
  const until = Math.min(clockMs, plan.endsMs);
  const count = until < plan.startedMs ? 0 : Math.floor((until - plan.startedMs) / plan.updateEveryMs) + 1;
  return {
    state: clockMs >= plan.endsMs ? 'ended' : 'live',
    startedAt: toJstIso(plan.startedMs),
    endedAt: toJstIso(plan.endsMs),
    updates: Array.from({ length: count }, (_, index) => updateAt(plan, index, seed, images)),
  };
}
