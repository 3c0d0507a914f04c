import type { Random } from './prng';
import {
  CHARACTERS,
  COMIC_TITLES,
  EVENTS,
  FAMILY_NAMES,
  GIVEN_NAMES,
  NOTICE_TOPICS,
  PLACES,
  SEASONS,
  SPECIAL_THEMES,
  SUBTITLES,
  TIP_TOPICS,
} from './text';
import type { GameRecord, GameVersionRecord } from './types';

/** What an article is about; enough to phrase titles, descriptions and paragraphs. */
export interface WritingContext {
  game: GameRecord | null;
  version: GameVersionRecord | null;
  /** JST year and month of publication. */
  year: number;
  month: number;
  isVideo: boolean;
  /** The title was already out when the article was published. */
  released: boolean;
}

const REVIEW_PHRASES = ['王道を突き詰めた正統進化', 'やめどきが見つからない中毒性', '遊びやすさと奥深さを両立', 'シリーズ初心者にもおすすめできる快作', '挑戦的な新システムの手ごたえ'];
const INTERVIEW_TOPICS = ['開発の舞台裏', 'こだわりのバトルシステム', '新作に込めた想い', 'シリーズのこれから', '世界観づくりの秘密'];
const REPORT_PHRASES = ['手触りのよさに驚いた', '長蛇の列ができた注目作', '新要素を一足先に体験', '想像以上の完成度'];
const BLOG_TOPICS = ['最近ハマっているゲームを語る', '積みゲーを崩す年末計画', 'ゲーム部屋の模様替えをしました', '編集部の今年のベストゲーム', '懐かしのゲーム機を掃除してみた'];
const STORES = ['ニンテンドーeショップ', 'PlayStation Store', 'Steam', 'Microsoft Store'];

export function seasonOf(month: number): string {
  return SEASONS[Math.floor((month % 12) / 3)] as string;
}

export function personName(rng: Random): string {
  return `${rng.pick(FAMILY_NAMES)[0]}${rng.pick(GIVEN_NAMES)[0]}`;
}

function platformLabel(ctx: WritingContext): string {
  return ctx.version?.info.label ?? 'マルチプラットフォーム';
}

function releaseText(ctx: WritingContext): string {
  return ctx.version?.releaseDateText ?? `${ctx.year}年${seasonOf(ctx.month)}`;
}

function releaseSeason(ctx: WritingContext): string {
  const date = ctx.version?.releaseDate;
  return date ? `${date.slice(0, 4)}年${seasonOf(Number(date.slice(5, 7)))}` : `${ctx.year + 1}年`;
}

type TitleTemplate = (rng: Random, ctx: WritingContext, game: GameRecord) => string;

const GAME_TITLES: Record<string, readonly TitleTemplate[]> = {
  news: [
    (r, c, g) => `『${g.name}』新作発表、${releaseSeason(c)}発売決定`,
    (r, c, g) => `『${g.name}』最新トレーラー公開。新キャラクター「${r.pick(CHARACTERS)}」の姿も`,
    (r, c, g) => `『${g.name}』${platformLabel(c)}版の発売日が${releaseText(c)}に決定。予約受付がスタート`,
    (r, c, g) => `${g.maker}、新作${g.genre}『${g.name}』を発表`,
    (r, c, g) => `『${g.name}』体験版が配信開始。セーブデータは製品版に引き継ぎ可能`,
  ],
  newsReleased: [
    (r, c, g) => `『${g.name}』無料アップデート第${r.int(2, 6)}弾を配信開始。新エリア「${r.pick(PLACES)}」が追加`,
    (r, c, g) => `『${g.name}』全世界累計${r.int(10, 500) * 10}万本を突破`,
    (r, c, g) => `『${g.name}』DLC「${r.pick(SUBTITLES)[0]}」の配信日が決定`,
    (r, c, g) => `『${g.name}』が最大${r.int(3, 8) * 10}%オフ。${r.pick(STORES)}でセール開催中`,
    (r, c, g) => `『${g.name}』${platformLabel(c)}版が好評発売中。ローンチトレーラーも公開`,
  ],
  review: [
    (r, c, g) => `『${g.name}』レビュー：${r.pick(REVIEW_PHRASES)}`,
    (r, c, g) => `【レビュー】『${g.name}』を${r.int(10, 80)}時間遊んでわかった魅力と気になる点`,
  ],
  interview: [
    (r, c, g) => `『${g.name}』開発者インタビュー。${personName(r)}氏が語る${r.pick(INTERVIEW_TOPICS)}`,
    (r, c, g) => `【インタビュー】${g.maker}が挑む『${g.name}』の${r.pick(INTERVIEW_TOPICS)}`,
  ],
  'event-report': [
    (r, c, g) => `【${r.pick(EVENTS)}${c.year}】『${g.name}』試遊リポート。${r.pick(REPORT_PHRASES)}`,
    (r, c, g) => `『${g.name}』ステージイベントリポート。新情報が続々と明らかに`,
  ],
  'special-article': [
    (r, c, g) => `【特集】『${g.name}』の魅力を徹底解剖`,
    (r, c, g) => `【特集】${c.year}年注目の${g.genre}。『${g.name}』ほか${r.int(5, 20)}作を紹介`,
  ],
  'playnote-magazine': [
    (r, c, g) => `週刊プレイノート${c.month}月${r.int(1, 28)}日号の見どころ。表紙は『${g.name}』`,
    (r, c, g) => `【本誌】『${g.name}』大特集。描き下ろしイラストも掲載`,
  ],
  'present-questionnaire': [
    (r, c, g) => `【プレゼント】『${g.name}』特製グッズを${r.int(1, 10) * 5}名様にプレゼント`,
    (r, c, g) => `【アンケート】『${g.name}』で好きなキャラクターは？ 読者アンケート実施中`,
  ],
  'game-tips': [
    (r, c, g) => `『${g.name}』攻略：${r.pick(TIP_TOPICS)}`,
    (r, c, g) => `『${g.name}』${r.pick(TIP_TOPICS)}まとめ【攻略】`,
  ],
  blog: [(r, c, g) => `【編集部ブログ】『${g.name}』を${r.int(10, 120)}時間遊んだ感想`],
};

type PlainTemplate = (rng: Random, ctx: WritingContext) => string;

const PLAIN_TITLES: Record<string, readonly PlainTemplate[]> = {
  news: [
    (r, c) => `【${c.month}月第${r.int(1, 4)}週】今週発売の新作ゲームまとめ`,
    (r, c) => `${r.pick(EVENTS)}${c.year}の出展タイトルが公開`,
    (r, c) => `ゲーム市場の${c.year}年上半期動向まとめ。ダウンロード版比率がさらに上昇`,
  ],
  'special-article': [(r) => `【特集】${r.pick(SPECIAL_THEMES)}${r.int(5, 15)}選`],
  'event-report': [(r, c) => `「${r.pick(EVENTS)}${c.year}」現地リポート。会場を彩った注目タイトルを紹介`],
  'playnote-magazine': [(r, c) => `週刊プレイノート${c.month}月${r.int(1, 28)}日号の見どころ`],
  notice: [(r) => `【お知らせ】${r.pick(NOTICE_TOPICS)}`],
  'present-questionnaire': [(r) => `【アンケート】${r.pick(SPECIAL_THEMES)}についてのアンケートにご協力ください`],
  comic: [(r) => `【マンガ】${r.pick(COMIC_TITLES)} 第${r.int(1, 150)}話「${r.pick(SUBTITLES)[0]}」`],
  blog: [(r) => `【編集部ブログ】${r.pick(BLOG_TOPICS)}`],
  interview: [(r) => `【インタビュー】ゲームクリエイター${personName(r)}氏に聞く、これからのゲームづくり`],
};

export function articleTitle(rng: Random, mainCode: string, ctx: WritingContext): string {
  const game = ctx.game;
  const key = mainCode === 'news' && ctx.released ? 'newsReleased' : mainCode;
  const templates = game ? GAME_TITLES[key] : undefined;
  const title = game && templates
    ? rng.pick(templates)(rng, ctx, game)
    : rng.pick(PLAIN_TITLES[mainCode] ?? PLAIN_TITLES.news!)(rng, ctx);
  return ctx.isVideo && !title.startsWith('【') ? `【動画】${title}` : title;
}

export function articleDescription(rng: Random, mainCode: string, ctx: WritingContext): string {
  const g = ctx.game;
  if (!g) {
    return rng.pick([
      'プレイノート編集部が最新情報をお届けします。',
      `${ctx.year}年${ctx.month}月の注目トピックをまとめて紹介する。`,
      '気になる話題をピックアップしてお届けする。',
    ]);
  }
  switch (mainCode) {
    case 'review':
      return `${g.maker}の${g.genre}『${g.name}』をクリアまで遊んだ編集部がその魅力をレビューする。`;
    case 'game-tips':
      return `『${g.name}』の攻略情報をまとめた。${rng.pick(TIP_TOPICS)}を中心に解説する。`;
    case 'interview':
      return `『${g.name}』の開発陣に、${rng.pick(INTERVIEW_TOPICS)}を聞いた。`;
    default:
      return ctx.released
        ? `${g.maker}の${platformLabel(ctx)}用ソフト『${g.name}』に関する最新情報をお届けする。`
        : `${g.maker}は、${platformLabel(ctx)}用ソフト『${g.name}』を${releaseText(ctx)}に発売すると発表した。`;
  }
}
