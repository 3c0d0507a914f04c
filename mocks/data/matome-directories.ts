/** Curated collections ("matome") and the article pools they draw from. */
export interface MatomeDefinition {
  directoryName: string;
  title: string;
  description: string;
  isPr: boolean;
  /** Category codes whose articles fill the collection. */
  sourceCodes: readonly string[];
  /** The collection's own tabs. */
  categories: readonly string[];
}

export const MATOME_DEFINITIONS: readonly MatomeDefinition[] = [
  {
    directoryName: 'tgs2026', title: '東京ゲームショウ2026 特設ページ', isPr: false,
    description: '東京ゲームショウ2026の出展情報、試遊リポート、ステージイベントの最新情報をまとめてお届けします。',
    sourceCodes: ['event-report', 'news'], categories: ['出展情報', '試遊リポート', 'ステージ情報'],
  },
  {
    directoryName: 'game-awards-2026', title: 'プレイノート・ゲームアワード2026', isPr: false,
    description: '読者投票と編集部の選考で決まる、2026年のベストゲームを発表します。',
    sourceCodes: ['review'], categories: ['ノミネート', '受賞作品', '選考委員コメント'],
  },
  {
    directoryName: 'switch2-special', title: 'Switch2 総力特集', isPr: false,
    description: 'Switch2の新作情報からレビュー、周辺機器までを網羅した特集ページです。',
    sourceCodes: ['switch2'], categories: ['新作情報', 'レビュー', '周辺機器'],
  },
  {
    directoryName: 'indie-spotlight', title: 'インディーゲーム・スポットライト', isPr: false,
    description: '個性あふれるインディーゲームを編集部が厳選して紹介します。',
    sourceCodes: ['indie-game', 'pc-game'], categories: ['注目作', '開発者インタビュー'],
  },
  {
    directoryName: 'esports-now', title: 'eスポーツ最前線', isPr: false,
    description: '国内外のeスポーツ大会の結果や選手インタビューをお届けします。',
    sourceCodes: ['e-sports'], categories: ['大会情報', '選手インタビュー', 'リポート'],
  },
  {
    directoryName: 'horror-night', title: '夏の夜のホラーゲーム特集', isPr: false,
    description: '背筋が凍るホラーゲームを一挙紹介。プレイは自己責任で。',
    sourceCodes: ['special-article'], categories: ['新作', '名作', 'コラム'],
  },
  {
    directoryName: 'retro-collection', title: 'レトロゲーム再発見', isPr: false,
    description: '懐かしのハードと名作タイトルを振り返る連載企画です。',
    sourceCodes: ['ps3', 'psvita', 'wiiu', '3ds', 'xboxone', 'xbox360', 'blog'], categories: ['ハード', 'ソフト'],
  },
  {
    directoryName: 'rpg-matome', title: '大作RPGまとめ', isPr: false,
    description: '話題の大作RPGのレビューと攻略情報をまとめました。',
    sourceCodes: ['review', 'game-tips'], categories: ['レビュー', '攻略', 'ニュース'],
  },
  {
    directoryName: 'anime-collab', title: 'アニメ×ゲーム コラボ特集', isPr: false,
    description: 'アニメとゲームのコラボレーション情報をまとめてチェック。',
    sourceCodes: ['anime', 'entertainment', 'voice-actor', 'comic'], categories: ['コラボ情報', '声優インタビュー'],
  },
  {
    directoryName: 'beginners-guide', title: 'はじめてのゲーム攻略ガイド', isPr: false,
    description: 'これからゲームを始める人のための攻略ガイドです。',
    sourceCodes: ['game-tips'], categories: ['基本', '応用', 'やり込み'],
  },
  {
    directoryName: 'neosphere-campaign', title: 'ネオスフィア 新作キャンペーン', isPr: true,
    description: 'ネオスフィアの最新作をいち早くチェック！ 豪華プレゼントキャンペーンも実施中。',
    sourceCodes: ['press-release', 'news'], categories: ['新作情報', 'キャンペーン'],
  },
  {
    directoryName: 'year-end-sale', title: '年末年始ゲームセール情報', isPr: true,
    description: '各ストアの年末年始セール情報をまとめてお届けします。',
    sourceCodes: ['sale', 'news'], categories: ['ダウンロード版', 'パッケージ版'],
  },
];

export const MATOME_DIRECTORY_NAMES: readonly string[] = MATOME_DEFINITIONS.map((d) => d.directoryName);
