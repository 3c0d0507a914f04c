import { hashString, Random } from '../data/prng';
import { motif, type MotifName } from './motifs';
import { hsl } from './palette';
import { circle, fitText, linearGradient, num, rect, svgDocument, text, textBlock, textEms, type Canvas } from './svg';

interface CategoryTheme {
  motif: MotifName;
  hue: number;
  /** Large faint word behind the motif. */
  word: string;
  label: string;
}

/** Themes of the categories an article without a game title is filed under. */
export const CATEGORY_THEMES: Readonly<Record<string, CategoryTheme>> = {
  news: { motif: 'megaphone', hue: 210, word: 'NEWS', label: 'ニュース' },
  review: { motif: 'stars', hue: 40, word: 'REVIEW', label: 'レビュー' },
  interview: { motif: 'microphone', hue: 265, word: 'INTERVIEW', label: 'インタビュー' },
  'event-report': { motif: 'stage', hue: 330, word: 'REPORT', label: 'イベントリポート' },
  'special-article': { motif: 'badge', hue: 12, word: 'SPECIAL', label: '特集' },
  'playnote-magazine': { motif: 'magazine', hue: 355, word: 'WEEKLY', label: '週刊プレイノート' },
  'present-questionnaire': { motif: 'gift', hue: 150, word: 'PRESENT', label: 'プレゼント' },
  comic: { motif: 'balloons', hue: 50, word: 'COMIC', label: 'マンガ' },
  blog: { motif: 'notebook', hue: 180, word: 'BLOG', label: '編集部ブログ' },
  notice: { motif: 'bell', hue: 220, word: 'INFO', label: 'お知らせ' },
  'game-tips': { motif: 'controller', hue: 120, word: 'GUIDE', label: '攻略' },
  'e-sports': { motif: 'trophy', hue: 290, word: 'ESPORTS', label: 'eスポーツ' },
  anime: { motif: 'film', hue: 320, word: 'ANIME', label: 'アニメ' },
  videos: { motif: 'play', hue: 0, word: 'MOVIE', label: '動画' },
};
const SUB_CATEGORY_PRIORITY = ['e-sports', 'anime', 'videos'];

/** The theme for an article: a distinctive topic (eスポーツ, アニメ, 動画) first, else its main category. */
export function categoryThemeCode(mainCode: string, subCodes: readonly string[]): string {
  const sub = SUB_CATEGORY_PRIORITY.find((code) => subCodes.includes(code));
  return sub ?? (CATEGORY_THEMES[mainCode] ? mainCode : 'news');
}

export interface CategoryArtInput {
  code: string;
  /** Varies colours and layout between articles of a category. */
  seed: number;
  /** A short line of copy (the article's topic), drawn under the label. */
  headline?: string | null;
}

export function categoryArtSvg(input: CategoryArtInput, canvas: Canvas, out: Canvas): string {
  const theme = CATEGORY_THEMES[input.code] ?? (CATEGORY_THEMES.news as CategoryTheme);
  const rng = new Random(input.seed ^ hashString(input.code));
  const hue = theme.hue + rng.int(-18, 18);
  const { width: w, height: h } = canvas;
  const u = Math.min(w, h);
  const dark = hsl(hue, 55, 18);
  const defs =
    linearGradient('c', [hsl(hue, 75, 52), hsl(hue + 30, 80, 38)], false) +
    `<pattern id="d" width="${num(u / 14)}" height="${num(u / 14)}" patternUnits="userSpaceOnUse">${circle(u / 28, u / 28, u / 90, '#fff')}</pattern>`;
  // Landscape: motif on one side, copy on the other. Square or portrait: motif above the copy.
  const stacked = w / h < 1.3;
  const motifLeft = rng.chance(0.5);
  const motifSize = stacked ? u * 0.46 : u * 0.62;
  const motifX = stacked ? (w - motifSize) / 2 : motifLeft ? w * 0.06 : w - motifSize - w * 0.06;
  const motifY = stacked ? h * 0.08 : (h - motifSize) / 2;
  const textX = stacked ? w * 0.08 : motifLeft ? Math.min(w * 0.5, motifX + motifSize + w * 0.05) : w * 0.06;
  const textWidth = stacked ? w * 0.84 : Math.max(w * 0.4, (motifLeft ? w - textX : motifX - textX) - w * 0.04);
  let body = rect(0, 0, w, h, 'url(#c)') + rect(0, 0, w, h, 'url(#d)', 'opacity=".18"');
  body += circle(motifX + motifSize / 2, motifY + motifSize / 2, motifSize * 0.74, '#fff', 'opacity=".12"');
  body += `<path d="M${num(w * 0.62)} 0L${num(w)} 0L${num(w)} ${num(h)}L${num(w * 0.4)} ${num(h)}Z" fill="${dark}" opacity=".18"/>`;
  body += text(w * 0.98, h * 0.97, theme.word, { size: Math.min(h * 0.3, (w * 0.95) / textEms(theme.word)), fill: '#fff', anchor: 'end', weight: 900, extra: 'opacity=".12"' });
  body += motif(theme.motif, motifX, motifY, motifSize, '#fff', hsl(hue + 180, 90, 62));
  const label = fitText(theme.label, textWidth, u * (stacked ? 0.13 : 0.2), 1);
  const headline = input.headline ? fitText(input.headline, textWidth, u * (stacked ? 0.08 : 0.11), 3) : null;
  const blockHeight = label.size + (headline ? headline.lines.length * headline.size * 1.25 + label.size * 0.4 : 0);
  let y = (stacked ? motifY + motifSize + (h - motifY - motifSize - blockHeight) / 2 : (h - blockHeight) / 2) + label.size * 0.88;
  body += text(textX, y, theme.label, { size: label.size, fill: '#fff', weight: 900, stroke: dark, strokeWidth: label.size * 0.12 });
  if (headline) {
    y += label.size * 0.4 + headline.size * 1.1;
    body += rect(textX, y - headline.size * 1.05 - label.size * 0.18, Math.min(textWidth, label.size * 2.2), Math.max(2, u * 0.012), hsl(hue + 180, 90, 62));
    body += textBlock(textX, y, headline, { fill: '#fff', weight: 800 }, 1.25).svg;
  }
  return svgDocument(canvas, out, defs, body);
}
