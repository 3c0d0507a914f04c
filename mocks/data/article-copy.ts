import { Deck } from './deck';
import type { Random } from './prng';
import { BONUS_ITEMS, CHARACTERS, DEVELOPER_QUOTES, FEATURES, PLACES } from './text';
import type { GameRecord } from './types';
import { personName, seasonOf, type WritingContext } from './writing';

/**
 * Body copy of one article. Sentences come from per-section pools drawn without replacement, and
 * the words inside them (features, places, characters) from decks, so no sentence repeats within
 * an article and neighbouring sentences do not reuse a word.
 */
interface Words {
  ctx: WritingContext;
  game: GameRecord;
  rng: Random;
  feature(): string;
  place(): string;
  character(): string;
  bonus(): string;
  quote(): string;
  /** The one person an article quotes or interviews. */
  person: string;
}

type Sentence = (w: Words) => string;
type PlainSentence = (w: Omit<Words, 'game'>) => string;

const platformOf = (w: Words) => w.ctx.version?.info.label ?? 'マルチプラットフォーム';
const releaseOf = (w: Words) => w.ctx.version?.releaseDateText ?? `${w.ctx.year}年${seasonOf(w.ctx.month)}`;

const LEAD: Sentence = (w) =>
  w.ctx.released
    ? `${w.game.maker}の${platformOf(w)}用ソフト『${w.game.name}』は、${releaseOf(w)}に発売された。`
    : `${w.game.maker}は、${platformOf(w)}用ソフト『${w.game.name}』を${releaseOf(w)}に発売すると発表した。`;

const NEWS_SECTIONS: readonly (readonly Sentence[])[] = [
  [
    (w) => `本作は${w.game.genre}の新作で、${w.feature()}が特徴だ。`,
    (w) => `舞台となるのは「${w.place()}」を中心とした広大な世界。`,
    (w) => `物語の鍵を握るのは、謎多き人物「${w.character()}」だ。`,
    (w) => `序盤からテンポよく進められる構成で、${w.game.genre}に不慣れな人でも入りやすい。`,
    (w) => `公開されたトレーラーでは、新キャラクター「${w.character()}」や新エリア「${w.place()}」の様子を確認できる。`,
    () => '発表以来、国内外のファンから大きな注目を集めてきたタイトルだ。',
  ],
  [
    (w) => `シリーズおなじみの${w.feature()}に加え、今作では${w.feature()}が新たに導入される。`,
    (w) => `新要素として追加された${w.feature()}は、これまで以上に奥深い遊びごたえを生み出している。`,
    () => 'プレイヤーの選択によって物語が分岐し、エンディングは複数用意されているという。',
    () => '難易度は3段階から選べるため、アクションが苦手な人でも安心だ。',
    (w) => `${platformOf(w)}版では、ハードの性能を生かした高速ロードにも対応する。`,
  ],
  [
    (w) => `予約特典として、ゲーム内で使用できる「${w.bonus()}」のダウンロードコードが付属する。`,
    (w) => `数量限定の初回生産版には、「${w.bonus()}」が同梱される。`,
    () => 'さらに、対象店舗では店舗ごとの購入特典も用意されている。',
    () => '特典の配布期間や詳細は、公式サイトで順次案内される予定だ。',
    (w) => `早期購入特典は、発売から${w.rng.int(2, 4)}週間以内に購入した人が対象となる。`,
  ],
  [
    (w) => `価格は通常版が${w.ctx.version?.price ?? '未定'}となっている。`,
    (w) => `対応機種は${w.game.versions.map((v) => v.info.nameJa).join('／')}。`,
    (w) => (w.ctx.released ? 'ダウンロード版も各ストアで配信中だ。' : 'ダウンロード版は各ストアで予約を受け付けている。'),
    (w) => `${w.game.maker}は、公式Xで今後も最新情報を発信していく予定だ。`,
    () => '今後の続報にも期待したい。',
  ],
];

const NEWS_EXTRA: readonly Sentence[] = [
  (w) => `開発を手がける${w.game.maker}のプロデューサー、${w.person}氏は「${w.quote()}」とコメントしている。`,
  () => '気になる人は、公式サイトで公開中のトレーラーをチェックしてほしい。',
  () => 'SNSでは発表直後から話題となり、関連ワードがトレンド入りした。',
  () => '編集部でも引き続き、本作の最新情報を追いかけていく。',
  (w) => `同社の${w.game.genre}としては、久しぶりの完全新作となる。`,
];

const REVIEW_SECTIONS: readonly (readonly Sentence[])[] = [
  [
    (w) => `本作の魅力は、なんといっても${w.feature()}だ。`,
    (w) => `序盤から${w.feature()}が存分に味わえ、プレイ時間はあっという間に${w.rng.int(10, 60)}時間を超えた。`,
    (w) => `「${w.place()}」の景色は美しく、思わず足を止めて見入ってしまうほどだった。`,
    (w) => `キャラクター同士の掛け合いも楽しく、とくに${w.character()}の存在感が光る。`,
    () => '寄り道要素が充実しており、メインストーリー以外にもやることが尽きない。',
  ],
  [
    (w) => `戦闘は${w.feature()}を軸にしたシステムで、覚えることは多いが慣れるほど爽快になる。`,
    () => '敵の弱点を突くと大きな隙が生まれ、一気に畳みかけられる。',
    () => 'スキルの組み合わせ次第で戦い方が大きく変わるのもおもしろい。',
    () => 'ボス戦はパターンを見極める楽しさがあり、何度挑んでも飽きなかった。',
    (w) => `操作のレスポンスは良好で、${platformOf(w)}版でもフレームレートは安定していた。`,
  ],
  [
    () => '気になった点を挙げるなら、メニュー周りの操作にやや慣れが必要なところだろう。',
    () => '中盤はお使い的なクエストが続き、テンポが落ちる場面もあった。',
    () => 'カメラが壁際で引っかかりやすく、狭い場所での戦闘では見づらさを感じた。',
    () => 'ファストトラベルの解放がもう少し早ければ、なおよかった。',
  ],
  [
    (w) => `${w.game.genre}としての完成度は高く、シリーズ経験者も初心者も満足できるはずだ。`,
    () => '多少の粗はあるものの、それを補って余りある魅力を持った一本だ。',
    (w) => `${w.game.maker}の意欲が詰まった本作を、ぜひ自分の手で確かめてほしい。`,
    () => 'クリア後のやり込み要素も豊富で、長く遊べるタイトルに仕上がっている。',
  ],
];

const TIPS_SECTIONS: readonly (readonly Sentence[])[] = [
  [
    (w) => `序盤は「${w.place()}」を拠点にして、素材を集めながら装備を整えるのがおすすめだ。`,
    () => 'まずはメインクエストを進めて、ファストトラベルを解放しよう。',
    (w) => `仲間の「${w.character()}」はサポート性能が高く、どのパーティーにも組み込みやすい。`,
    () => '所持金に余裕がないうちは、回復アイテムを優先して買っておきたい。',
  ],
  [
    () => '武器は攻撃力だけでなく、付与される特殊効果にも注目しよう。',
    (w) => `「${w.place()}」の宝箱から手に入る防具は、序盤としては破格の性能だ。`,
    (w) => `強化素材は「${w.place()}」で効率よく集められる。`,
    () => 'アクセサリーは状態異常対策を優先すると戦闘が安定する。',
  ],
  [
    (w) => `レベル${w.rng.int(10, 50)}を超えたら、「${w.place()}」で効率よく経験値を稼げる。`,
    () => '経験値アップのアイテムを使うと、稼ぎの効率が大幅に上がる。',
    () => '夜にだけ出現する強敵は経験値が多く、狙い目だ。',
    () => 'サブクエストの報酬にも経験値が多めに設定されているので、見逃さないようにしたい。',
  ],
  [
    () => 'ボス戦では弱点属性を意識し、回復アイテムを多めに用意しておこう。',
    () => '大技の前には予備動作があるので、落ち着いて回避すれば怖くない。',
    () => '体力が半分を切ると行動パターンが変わるため、早めに態勢を立て直したい。',
    () => 'どうしても勝てない場合は、一度戻って装備を見直すのが近道だ。',
  ],
];

const INTERVIEW_SECTIONS: readonly (readonly Sentence[])[] = [
  [
    () => '――まずは、本作の企画が立ち上がった経緯を教えてください。',
    (w) => `${w.person}氏：前作を作り終えたころから、次は${w.feature()}に挑戦したいと考えていました。`,
    (w) => `${w.person}氏：最初は小さなチームで、試作品づくりから始めたんです。`,
    (w) => `${w.person}氏：社内で遊んでもらったときの反応がよく、本格的な開発が決まりました。`,
  ],
  [
    () => '――本作でとくにこだわった部分はどこですか。',
    (w) => `${w.person}氏：やはり${w.feature()}ですね。触った瞬間に楽しいと感じてもらえるよう、何度も調整を重ねました。`,
    (w) => `${w.person}氏：「${w.place()}」のような舞台は、実際に取材をして空気感を再現しています。`,
    (w) => `${w.person}氏：${w.character()}の声や仕草にも、細かなこだわりを詰め込みました。`,
  ],
  [
    () => '――開発で苦労した点はありますか。',
    (w) => `${w.person}氏：遊びやすさと奥深さのバランスには、最後まで悩みました。`,
    (w) => `${w.person}氏：ボリュームが想定以上に膨らみ、調整にはかなりの時間がかかりました。`,
    (w) => `${w.person}氏：テストプレイの意見を受けて、終盤の構成を大きく作り直したこともあります。`,
  ],
  [
    () => '――最後に、ファンへのメッセージをお願いします。',
    (w) => `${w.person}氏：${w.quote()}。`,
    (w) => `${w.person}氏：遊んだ感想を、ぜひSNSで聞かせてください。`,
  ],
];

const REPORT_SECTIONS: readonly (readonly Sentence[])[] = [
  [
    (w) => `会場には開場前から長い列ができ、${w.game.maker}のブースは終日にぎわいを見せた。`,
    () => 'ブースでは巨大なキービジュアルが来場者を出迎えていた。',
    () => 'コスプレイヤーの姿も多く、会場は熱気に包まれていた。',
  ],
  [
    (w) => `試遊では、序盤の「${w.place()}」を約${w.rng.int(10, 30)}分間プレイできた。`,
    (w) => `実際に触ってみると、${w.feature()}の手触りのよさに驚かされた。`,
    () => '試遊台は整理券制で、午前中には配布終了となる盛況ぶりだった。',
  ],
  [
    () => 'ステージには開発陣が登壇し、未公開の映像が初披露された。',
    (w) => `${w.person}氏がサプライズで登場すると、客席から大きな歓声が上がった。`,
    (w) => `ステージの最後には、新キャラクター「${w.character()}」の情報も公開された。`,
  ],
  [
    () => '物販コーナーでは、アクリルスタンドやタオルなどの限定グッズが販売された。',
    () => '人気のグッズは昼過ぎには完売となっていた。',
    (w) => `会場限定の「${w.bonus()}」を求めて、多くのファンが列を作った。`,
  ],
];

/** The line after the lead of a game article, by category (news takes one of NEWS_EXTRA). */
const LEAD_FOLLOW_UPS: Readonly<Record<string, Sentence>> = {
  review: () => 'ここでは、実際に遊んで感じた魅力と気になった点をまとめていく。',
  'game-tips': () => 'ここでは、攻略に役立つポイントをまとめて紹介する。',
  interview: (w) => `今回は、開発を率いる${w.person}氏に話を聞いた。`,
  'event-report': () => 'ここでは、会場の様子と試遊の感想をリポートする。',
};

const PLAIN_EXTRA: readonly PlainSentence[] = [
  (w) => `${w.ctx.year}年${w.ctx.month}月は、話題の新作が数多く登場する注目の月となった。`,
  () => '編集部では引き続き最新情報を追いかけていく。',
  () => '詳しくは公式サイトをチェックしてほしい。',
  () => 'ここ数年はダウンロード版で購入する人が増え、発売日の楽しみ方も変わってきた。',
  () => 'インディー作品の存在感も年々高まっている。',
  () => 'SNSでの盛り上がりが売り上げを後押しするケースも珍しくなくなった。',
  () => '気になるタイトルがあれば、体験版から触ってみるのもおすすめだ。',
  (w) => `${seasonOf(w.ctx.month)}のセール時期には、旧作をまとめて遊ぶチャンスも増える。`,
  () => '今後も注目のトピックを随時お届けしていく。',
];

const PLAIN_SECTIONS: Readonly<Record<string, readonly PlainSentence[]>> = {
  notice: [
    () => 'いつもプレイノートをご利用いただき、ありがとうございます。',
    () => '対象となるのは、PC版とスマートフォン版のすべてのページです。',
    () => '作業中は一部の機能がご利用いただけない場合があります。',
    () => 'ご不便をおかけしますが、ご理解のほどよろしくお願いいたします。',
    () => 'ご不明な点は、お問い合わせフォームよりご連絡ください。',
  ],
  comic: [
    () => '今回は、ゲーム部のメンバーが新作の発売日を迎えるお話。',
    () => '徹夜でゲームを遊んだ翌朝に待っていた出来事とは……？',
    (w) => `単行本第${w.rng.int(1, 9)}巻も好評発売中だ。`,
    () => '感想はハッシュタグ「#プレイノートマンガ」で募集している。',
    () => '次回の更新もお楽しみに。',
  ],
  'event-report': [
    () => '会場には多くのファンが詰めかけ、各ブースは終日にぎわいを見せた。',
    (w) => `今年は過去最多となる${w.rng.int(80, 400)}社が出展した。`,
    () => '大型ビジョンでは、新作タイトルの映像が次々と上映された。',
    () => 'インディーゲームのコーナーも連日盛況だった。',
  ],
  'special-article': [
    () => '今回は編集部が厳選したタイトルを紹介する。',
    () => 'どれも短時間で遊べるものばかりなので、気軽に手に取ってほしい。',
    () => 'セール対象になっている作品も多く、今が始めどきだ。',
    (w) => `選考にあたっては、編集部員${w.rng.int(4, 12)}人がそれぞれおすすめを持ち寄った。`,
  ],
  blog: [
    () => 'こんにちは、プレイノート編集部です。',
    () => '最近は仕事終わりに少しずつ遊ぶのが日課になっている。',
    (w) => `気づけば積みゲーが${w.rng.int(10, 60)}本を超えていた。`,
    () => '皆さんのおすすめもぜひ教えてください。',
  ],
  interview: [
    () => '――ゲームづくりを志したきっかけを教えてください。',
    (w) => `${w.person}氏：子どものころに遊んだRPGに衝撃を受けたのが始まりです。`,
    () => '――今後挑戦したいことはありますか。',
    (w) => `${w.person}氏：まだ誰も見たことのない遊びを形にしたいですね。`,
  ],
  'present-questionnaire': [
    (w) => `応募期間は${w.ctx.month}月末までとなっている。`,
    () => '当選者の発表は、賞品の発送をもって代えさせていただきます。',
    () => '応募には、プレイノート会員への登録が必要だ。',
    () => 'たくさんのご応募をお待ちしています。',
  ],
  'playnote-magazine': [
    () => '今週号は、注目の新作情報を巻頭からたっぷりお届けする。',
    () => '人気連載のコーナーも見逃せない。',
    () => '付録には特製ステッカーが付いてくる。',
    () => '電子版も同日配信だ。',
  ],
};

const GAME_SECTIONS: Readonly<Record<string, readonly (readonly Sentence[])[]>> = {
  review: REVIEW_SECTIONS,
  'game-tips': TIPS_SECTIONS,
  interview: INTERVIEW_SECTIONS,
  'event-report': REPORT_SECTIONS,
};

export const SECTION_HEADS: Readonly<Record<string, readonly string[]>> = {
  review: ['遊んでわかった本作の魅力', 'バトルシステム', '気になったポイント', '総評'],
  'game-tips': ['序盤の進め方', 'おすすめ装備', '効率的なレベル上げ', 'ボス攻略のコツ'],
  interview: ['開発のきっかけ', 'こだわりのポイント', '苦労した点', 'ファンへのメッセージ'],
  'event-report': ['会場の様子', '試遊リポート', 'ステージイベント', '物販コーナー'],
  game: ['ゲーム概要', '新要素をチェック', '予約特典情報', '製品情報'],
  notice: ['概要', '対象', '今後について'],
  plain: ['注目のポイント', '詳しく見る', 'まとめ'],
};

export interface ArticleWriter {
  /** Headings of the sections, in order; `paragraph(i)` writes for heading i. */
  heads: readonly string[];
  /** The opening paragraph. */
  lead(): string | null;
  /** A paragraph of 2-3 new sentences for a section, or null once the article has said everything. */
  paragraph(section: number): string | null;
  /** A feature not yet named in the article, for a bold line. */
  feature(): string;
  /** A developer quote not yet used in the article. */
  quote(): string;
  person: string;
}

/** Sections whose sentences keep their written order (questions before answers, greetings first). */
const ORDERED = new Set(['interview', 'notice']);

/** The person a title names (`…。佐藤翔太氏が語る…`), so the body quotes the same one. */
function personInTitle(title: string): string | null {
  return /(?:^|[。、\s】])([^\s。、『』【】「」]{2,6})氏/.exec(title)?.[1] ?? null;
}

export function createArticleWriter(rng: Random, mainCode: string, ctx: WritingContext, title = ''): ArticleWriter {
  const features = new Deck(rng, FEATURES);
  const quotes = new Deck(rng, DEVELOPER_QUOTES);
  const person = personInTitle(title) ?? personName(rng);
  const base = {
    ctx,
    rng,
    person,
    feature: () => features.next(),
    place: (() => { const d = new Deck(rng, PLACES); return () => d.next(); })(),
    character: (() => { const d = new Deck(rng, CHARACTERS); return () => d.next(); })(),
    bonus: (() => { const d = new Deck(rng, BONUS_ITEMS); return () => d.next(); })(),
    quote: () => quotes.next(),
  };
  const game = ctx.game;
  let sections: Deck<(w: Words) => string>[];
  let extra: Deck<(w: Words) => string>;
  let heads: readonly string[];
  let lead: Sentence | null = null;
  let followUp: Sentence | null = null;
  if (game) {
    const pools = GAME_SECTIONS[mainCode] ?? NEWS_SECTIONS;
    sections = pools.map((pool) => new Deck(rng, pool, !ORDERED.has(mainCode)));
    // Reviews, guides, interviews and reports stop when their sections are said; news pads with general lines.
    extra = new Deck(rng, GAME_SECTIONS[mainCode] ? [] : NEWS_EXTRA);
    followUp = LEAD_FOLLOW_UPS[mainCode] ?? null;
    heads = SECTION_HEADS[mainCode] && GAME_SECTIONS[mainCode] ? (SECTION_HEADS[mainCode] as readonly string[]) : (SECTION_HEADS.game as readonly string[]);
    lead = LEAD;
  } else {
    const own = PLAIN_SECTIONS[mainCode] ?? [];
    sections = [new Deck(rng, own as readonly Sentence[], !ORDERED.has(mainCode))];
    extra = new Deck(rng, (mainCode === 'notice' ? [] : PLAIN_EXTRA) as readonly Sentence[]);
    heads = (mainCode === 'notice' ? SECTION_HEADS.notice : SECTION_HEADS.plain) as readonly string[];
  }
  const words = { ...base, game: game as GameRecord } as Words;
  const write = (deck: Deck<Sentence> | undefined, count: number): string[] => {
    const out: string[] = [];
    while (out.length < count) {
      const template = deck?.draw() ?? extra.draw();
      if (!template) break;
      out.push(template(words));
    }
    return out;
  };
  return {
    heads,
    person,
    feature: () => features.next(),
    quote: () => quotes.next(),
    lead: () => {
      // A game article opens with the announcement and one general line; others with their own pool.
      const sentences = lead ? [lead(words), ...(followUp ? [followUp(words)] : write(extra, 1))] : write(sections[0], rng.int(2, 3));
      return sentences.length > 0 ? sentences.join('') : null;
    },
    paragraph: (section) => {
      const sentences = write(sections[section % sections.length], rng.int(2, 3));
      return sentences.length > 0 ? sentences.join('') : null;
    },
  };
}
