import type { ContentBlock } from '@/api-clients/schemas/article';
import { hashSeed, Random } from './prng';
import { CHARACTERS, PLACES } from './text';
import type { ArticleRecord, GameRecord } from './types';

/**
 * Spoiler sections (ネタバレ, issue 37) of the bundled articles: about half the reviews and the game
 * guides carry one, on their last body page. Drawn from a generator of their own, so every other
 * word of every body stays as it was before spoilers existed.
 */

/** The categories whose articles may hold a spoiler section. */
export const SPOILER_CATEGORIES: ReadonlySet<string> = new Set(['review', 'game-tips']);
/** Share of those articles that hold one. */
const SPOILER_SHARE = 0.5;

interface SpoilerWords {
  hero: string;
  rival: string;
  place: string;
  game: string;
}

const REVIEW_LABELS = ['ネタバレ注意：終盤の展開について', 'ネタバレ注意：エンディングの感想', null];
const TIPS_LABELS = ['ネタバレ注意：隠しボスの出現条件', 'ネタバレ注意：真エンディングの条件', null];

const REVIEW_PARAGRAPHS: readonly ((w: SpoilerWords) => string)[] = [
  (w) => `物語の終盤、${w.place}で${w.hero}を待ち受けていたのは、ずっと味方だと思っていた${w.rival}だった。`,
  (w) => `${w.rival}が裏切った理由は、序盤のさりげない会話にすでに示されていた。二周目で見返すと印象ががらりと変わる。`,
  (w) => `エンディングでは${w.hero}が旅の始まりの場所へ戻り、${w.game}のタイトル画面の意味が明かされる。`,
  () => 'スタッフロールの後にも短い場面があるので、最後まで見届けてほしい。',
];

const TIPS_PARAGRAPHS: readonly ((w: SpoilerWords) => string)[] = [
  (w) => `本編クリア後、${w.place}の最奥にある扉を調べると、隠しボス「${w.rival}」との戦いが始まる。`,
  (w) => `${w.rival}は体力が半分を切ると全体攻撃を連発するので、${w.hero}には回復役を任せておきたい。`,
  () => '真エンディングを見るには、すべてのサブイベントを終えた状態で最終章に挑む必要がある。',
  (w) => `条件を満たしていると、最後の選択肢で${w.hero}の名前を呼ぶ場面が追加される。`,
];

/** The spoiler section of an article, or null for most articles (none outside SPOILER_CATEGORIES). */
export function spoilerSection(seed: number, record: ArticleRecord, game: GameRecord | null): ContentBlock | null {
  const code = record.mainCategory.code;
  if (!SPOILER_CATEGORIES.has(code)) return null;
  const rng = new Random(hashSeed(seed, record.numericId, 37));
  if (!rng.chance(SPOILER_SHARE)) return null;
  const [hero = 'リリア', rival = 'カイト'] = rng.sample(CHARACTERS, 2);
  const words: SpoilerWords = { hero, rival, place: rng.pick(PLACES), game: game ? `『${game.name}』` : '本作' };
  const paragraphs = code === 'review' ? REVIEW_PARAGRAPHS : TIPS_PARAGRAPHS;
  const count = rng.int(2, paragraphs.length);
  const label = rng.pick(code === 'review' ? REVIEW_LABELS : TIPS_LABELS);
  const content: ContentBlock[] = paragraphs.slice(0, count).map((write) => ({ type: 'STRING', content: write(words) }));
  // A payload may leave the label out: the schema then gives the default (ネタバレを含みます).
  return label ? { type: 'SPOILER', label, content } : { type: 'SPOILER', content };
}
