import type { CrossReview } from '@/api-clients/schemas/game';
import type { Random } from './prng';
import { FEATURES, REVIEWERS } from './text';
import { DAY_MS, HOUR_MS, jstMidnight, MOCK_NOW_MS, toJstIso } from './time';
import type { GameRecord } from './types';

/** Award tiers of the cross review (プラチナ殿堂 / ゴールド殿堂 / シルバー殿堂). */
export function awardFor(totalScore: number): CrossReview['award'] {
  if (totalScore >= 35) return 'PLATINUM';
  if (totalScore >= 32) return 'GOLD';
  if (totalScore >= 30) return 'SILVER';
  return null;
}

function comment(rng: Random, game: GameRecord, score: number): string {
  const feature = rng.pick(FEATURES);
  if (score >= 9) {
    return rng.pick([
      `${feature}が見事にかみ合い、最後まで夢中で遊べた。${game.genre}好きなら間違いなく手に取るべき一本。`,
      `遊ぶほどに新しい発見があり、クリア後もやめどきが見つからない。シリーズ最高傑作と言っていい。`,
      `テンポのよさと奥深さを両立した快作。細部まで作り込まれた世界にすっかり引き込まれた。`,
    ]);
  }
  if (score >= 7) {
    return rng.pick([
      `${feature}が心地よく、じっくり楽しめる。中盤のお使い感はやや気になるが、全体の完成度は高い。`,
      `手堅い作りで安心して遊べる。新要素の${feature}は好みが分かれそうだが、挑戦する姿勢を評価したい。`,
      `ボリュームは十分。ロード時間の短さもあって快適にプレイできた。`,
    ]);
  }
  if (score >= 5) {
    return rng.pick([
      `光るアイデアはあるものの、${feature}の作り込みが惜しい。アップデートでの改善に期待。`,
      `遊びの核は面白いが、操作性に粗さが残る。ファン向けの一本。`,
    ]);
  }
  return `コンセプトは興味深いが、バランス調整が不十分で爽快感に欠ける。今後の改善を待ちたい。`;
}

function reviewOf(rng: Random, game: GameRecord, versionIndex: number): CrossReview | null {
  const version = game.versions[versionIndex];
  if (!version?.releaseDate) return null;
  const [year, month, day] = version.releaseDate.split('-').map(Number) as [number, number, number];
  const publishedMs = jstMidnight(year, month, day) - 7 * DAY_MS + 11 * HOUR_MS;
  if (publishedMs > MOCK_NOW_MS) return null;
  const base = 5 + Math.round(game.popularity * 3.5) + rng.int(-1, 1);
  const reviews = rng.sample(REVIEWERS, 4).map((reviewerName) => {
    const score = Math.max(1, Math.min(10, base + rng.int(-1, 1)));
    return { reviewerName, score, comment: comment(rng, game, score) };
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
export function buildCrossReviews(rng: Random, games: GameRecord[]): Map<string, CrossReview[]> {
  const byGame = new Map<string, CrossReview[]>();
  for (const game of games) {
    if (!rng.chance(0.55)) continue;
    const list = [reviewOf(rng, game, 0), game.versions.length > 1 && rng.chance(0.2) ? reviewOf(rng, game, 1) : null];
    const reviews = list.filter((review): review is CrossReview => review !== null);
    if (reviews.length > 0) byGame.set(game.gameId, reviews);
  }
  return byGame;
}
