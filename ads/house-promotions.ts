import { paths } from '@/foundation/paths';
import { OUTBOUND_LINKS } from '@/foundation/site/site-config';
import { reservedHeight } from './reserved-height';
import type { AdSize } from './types';

/**
 * The site's own promotions, shown in the reserved space of an ad slot that ended empty while in
 * view (ads/empty-slot.ts). Everything points at real places of the site (or its app).
 */
export interface HousePromotion {
  key: string;
  /** Small line above the title (what it is). */
  eyebrow: string;
  title: string;
  /** One line for boxes and towers; strips leave it out. */
  lead: string;
  /** The call to action on the button. */
  cta: string;
  href: string;
  /** A two-character mark drawn in the badge. */
  mark: string;
}

export { HOUSE_PROMOTION_LABEL } from './house-promotion-label';

const APP_URL = OUTBOUND_LINKS.find((link) => link.key === 'app')?.url ?? paths.top();

export const HOUSE_PROMOTIONS: readonly HousePromotion[] = [
  {
    key: 'weekly',
    eyebrow: '週刊プレイノート',
    title: '最新号の特集と連載をまとめ読み',
    lead: 'ニュースとレビューを毎週まとめてお届け',
    cta: '最新号を読む',
    href: '/special/content/weeklyplaynote/',
    mark: '週刊',
  },
  {
    key: 'schedule',
    eyebrow: '発売スケジュール',
    title: '今月・来月に出るゲームをチェック',
    lead: '機種別・発売日順に新作タイトルを一覧で',
    cta: 'スケジュールを見る',
    href: paths.schedule(),
    mark: '発売',
  },
  {
    key: 'app',
    eyebrow: 'プレイノートアプリ',
    title: '気になるゲームの新着をアプリで',
    lead: 'お気に入りタイトルの記事をプッシュ通知でお知らせ',
    cta: 'アプリを入手',
    href: APP_URL,
    mark: 'App',
  },
  {
    key: 'ranking',
    eyebrow: '記事ランキング',
    title: 'いま読まれている記事はこちら',
    lead: '読者のアクセスから選んだ人気記事',
    cta: 'ランキングを見る',
    href: paths.ranking('article'),
    mark: '人気',
  },
  {
    key: 'special',
    eyebrow: '特集・企画記事',
    title: '編集部の特集をじっくり読む',
    lead: '開発者インタビューから名作の振り返りまで',
    cta: '特集を読む',
    href: paths.category('special-article'),
    mark: '特集',
  },
  {
    key: 'sales',
    eyebrow: 'ゲーム売上ランキング',
    title: '今週いちばん売れたゲームは？',
    lead: '週間販売本数のランキングを毎週更新',
    cta: '売上ランキングへ',
    href: paths.ranking('game-sales'),
    mark: '売上',
  },
];

/**
 * How a promotion is laid out in a slot's reserved box:
 * - `strip`: a single row (320x50 … 970x90 banners),
 * - `box`: stacked badge, title, lead and button (300x250, 336x280, 800x230, fluid),
 * - `tower`: a box plus a short list of the other promotions (300x600 and taller).
 */
export type PromotionLayout = 'strip' | 'box' | 'tower';

/** Boxes up to this height are strips. */
export const STRIP_MAX_HEIGHT = 120;
/** Boxes from this height are towers. */
export const TOWER_MIN_HEIGHT = 450;

export function promotionLayout(height: number): PromotionLayout {
  if (height <= STRIP_MAX_HEIGHT) return 'strip';
  return height >= TOWER_MIN_HEIGHT ? 'tower' : 'box';
}

/** How many other promotions a tower lists under its own. */
export const TOWER_LIST_LENGTH = 4;

export interface ChosenPromotion {
  layout: PromotionLayout;
  promotion: HousePromotion;
  /** Towers only: the next promotions, as links. */
  more: readonly HousePromotion[];
}

/** A small stable hash of a path: which promotion a page starts its turn with. */
export function pathRotation(path: string): number {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/** The section a site path belongs to: a list's pages (`…/page/2/`) are one section. */
const sectionOf = (href: string) => href.replace(/page\/\d+\/$/, '');

/** Promotions worth showing on `currentPath`: none that points at the section the reader is in. */
export function promotionsFor(currentPath: string): readonly HousePromotion[] {
  return HOUSE_PROMOTIONS.filter((item) => !(item.href.startsWith('/') && currentPath.startsWith(sectionOf(item.href))));
}

/**
 * The promotion for the `slotIndex`-th slot of the page at `currentPath`, fitted to the slot's
 * reserved box. Slots of one page take promotions in turn (two empty slots never repeat one
 * another side by side), each page starts its turn elsewhere (a reader moving through the site
 * does not meet the same one in the same place every time), and a page never promotes itself.
 */
export function choosePromotion(sizes: readonly AdSize[], slotIndex: number, currentPath = '/'): ChosenPromotion {
  const candidates = promotionsFor(currentPath);
  const count = candidates.length;
  const start = pathRotation(currentPath) + slotIndex;
  const at = (offset: number) => candidates[(start + offset) % count] as HousePromotion;
  const layout = promotionLayout(reservedHeight(sizes));
  const more = layout === 'tower' ? Array.from({ length: TOWER_LIST_LENGTH }, (_, index) => at(index + 1)) : [];
  return { layout, promotion: at(0), more };
}
