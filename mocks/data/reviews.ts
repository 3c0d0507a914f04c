import type { CrossReview } from '@/api-clients/schemas/game';
import { Deck } from './deck';
import type { Random } from './prng';
import { FEATURES, REVIEWERS } from './text';
import { DAY_MS, HOUR_MS, jstMidnight, toJstIso } from './time';
import type { GameRecord } from './types';

/** Award tiers of the cross review (プラチナ殿堂 / ゴールド殿堂 / シルバー殿堂). */
export function awardFor(totalScore: number): CrossReview['award'] {
  if (totalScore >= 35) return 'PLATINUM';
  if (totalScore >= 32) return 'GOLD';
  if (totalScore >= 30) return 'SILVER';
  return null;
}

type Comment = (game: GameRecord, feature: string) => string;

/** Comments by score tier (9+, 7+, 5+, below); each tier has at least as many as a review has reviewers. */
const COMMENTS: readonly (readonly Comment[])[] = [
  [
    (g, f) => `${f}が見事にかみ合い、最後まで夢中で遊べた。${g.genre}好きなら間違いなく手に取るべき一本。`,
    () => '遊ぶほどに新しい発見があり、クリア後もやめどきが見つからない。シリーズ最高傑作と言っていい。',
    () => 'テンポのよさと奥深さを両立した快作。細部まで作り込まれた世界にすっかり引き込まれた。',
    (g) => `${g.maker}の本気が伝わる仕上がり。演出、音楽、遊びごたえのどれを取っても隙がない。`,
  ],
  [
    (g, f) => `${f}が心地よく、じっくり楽しめる。中盤のお使い感はやや気になるが、全体の完成度は高い。`,
    (g, f) => `手堅い作りで安心して遊べる。新要素の${f}は好みが分かれそうだが、挑戦する姿勢を評価したい。`,
    () => 'ボリュームは十分。ロード時間の短さもあって快適にプレイできた。',
    (g) => `${g.genre}の王道を押さえた良作。もうひと押しの驚きがあれば殿堂入りも狙えた。`,
  ],
  [
    (g, f) => `光るアイデアはあるものの、${f}の作り込みが惜しい。アップデートでの改善に期待。`,
    () => '遊びの核はおもしろいが、操作性に粗さが残る。ファン向けの一本。',
    () => '序盤の説明不足で戸惑った。システムを理解してからは楽しめただけにもったいない。',
    () => 'グラフィックは美しいが、ゲームの展開が単調で中だるみを感じた。',
  ],
  [
    () => 'コンセプトは興味深いが、バランス調整が不十分で爽快感に欠ける。今後の改善を待ちたい。',
    () => '理不尽に感じる場面が多く、遊び続けるのがつらかった。',
    () => 'やりたいことは伝わるが、完成度が追いついていない印象。',
    () => '不具合が目立ち、集中して遊べなかったのが残念。',
  ],
];

function tierOf(score: number): number {
  return score >= 9 ? 0 : score >= 7 ? 1 : score >= 5 ? 2 : 3;
}

function reviewOf(rng: Random, game: GameRecord, versionIndex: number, nowMs: number): CrossReview | null {
  const version = game.versions[versionIndex];
  if (!version?.releaseDate) return null;
  const [year, month, day] = version.releaseDate.split('-').map(Number) as [number, number, number];
  const publishedMs = jstMidnight(year, month, day) - 7 * DAY_MS + 11 * HOUR_MS;
  if (publishedMs > nowMs) return null;
  const base = 5 + Math.round(game.popularity * 3.5) + rng.int(-1, 1);
  // One deck per tier: the four reviewers of a title never share a comment.
  const decks = COMMENTS.map((tier) => new Deck(rng, tier));
  const features = new Deck(rng, FEATURES);
  const reviews = rng.sample(REVIEWERS, 4).map((reviewerName) => {
    const score = Math.max(1, Math.min(10, base + rng.int(-1, 1)));
    const comment = (decks[tierOf(score)]?.draw() ?? (COMMENTS[3]![0] as Comment))(game, features.next());
    return { reviewerName, score, comment };
  });
  const totalScore = reviews.reduce((sum, review) => sum + review.score, 0);
  return {
    gameId: game.gameId,
    platform: version.platform,
    publishedAt: toJstIso(publishedMs),
    reviews,
    totalScore,
    award: awardFor(totalScore),
  };
}

/** Cross reviews for a little over half of the released titles, sometimes for a second platform. */
export function buildCrossReviews(rng: Random, games: GameRecord[], nowMs: number): Map<string, CrossReview[]> {
  const byGame = new Map<string, CrossReview[]>();
  for (const game of games) {
    if (!rng.chance(0.55)) continue;
    const list = [reviewOf(rng, game, 0, nowMs), game.versions.length > 1 && rng.chance(0.2) ? reviewOf(rng, game, 1, nowMs) : null];
    const reviews = list.filter((review): review is CrossReview => review !== null);
    if (reviews.length > 0) byGame.set(game.gameId, reviews);
  }
  return byGame;
}
