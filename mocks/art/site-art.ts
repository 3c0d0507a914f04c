import { hashString, Random } from '../data/prng';
import { splitGameName, type GameArtSubject } from './game-look';
import { drawKeyArt } from './key-art';
import { motif } from './motifs';
import { hsl, readableInk } from './palette';
import { circle, fitText, linearGradient, num, rect, svgDocument, text, type Canvas } from './svg';


/** The site's mark: a red rounded square with a play triangle. */
function siteMark(x: number, y: number, size: number, fill = '#d7263d'): string {
  return (
    rect(x, y, size, size, fill, `rx="${num(size * 0.22)}"`) +
    `<path d="M${num(x + size * 0.36)} ${num(y + size * 0.26)}L${num(x + size * 0.74)} ${num(y + size / 2)}L${num(x + size * 0.36)} ${num(y + size * 0.74)}Z" fill="#fff"/>`
  );
}

/** Neutral art for unknown paths and missing pictures: a soft gradient and the site's mark, no words. */
export function neutralSvg(seed: string, canvas: Canvas, out: Canvas): string {
  const rng = new Random(hashString(seed));
  const hue = 200 + rng.int(0, 40);
  const { width: w, height: h } = canvas;
  const u = Math.min(w, h);
  const defs = linearGradient('g', [hsl(hue, 25, 88), hsl(hue + 20, 30, 76)], false);
  const body =
    rect(0, 0, w, h, 'url(#g)') + circle(w * 0.8, h * 0.2, u * 0.5, '#fff', 'opacity=".25"') + circle(w * 0.15, h * 0.9, u * 0.4, '#fff', 'opacity=".2"') +
    siteMark(w / 2 - u * 0.14, h / 2 - u * 0.14, u * 0.28, hsl(hue, 20, 62));
  return svgDocument(canvas, out, defs, body);
}

export interface LogoJackSubject {
  /** The sponsor's campaign (a special page title). */
  campaign: string;
  background: string;
}

/**
 * The campaign's mark shown beside the site logo (the header already shows プレイノート): an emblem
 * and the campaign's name, large enough to read at header size.
 */
export function logoJackSvg(subject: LogoJackSubject, canvas: Canvas, out: Canvas): string {
  const { width: w, height: h } = canvas;
  const ink = readableInk(subject.background);
  const accent = ink === '#ffffff' ? '#ffd23f' : '#b3261e';
  const emblem = h * 0.8;
  const textX = h * 0.1 + emblem + h * 0.15;
  const campaign = fitText(subject.campaign, w - textX - h * 0.1, h * 0.38, 2);
  let body = rect(0, 0, w, h, subject.background) + motif('badge', h * 0.1, h * 0.1, emblem, ink === '#ffffff' ? '#1a1a1a' : '#ffffff', accent);
  const startY = h / 2 - ((campaign.lines.length - 1) * campaign.size * 1.1) / 2 + campaign.size * 0.36;
  campaign.lines.forEach((line, i) => {
    body += text(textX, startY + i * campaign.size * 1.1, line, { size: campaign.size, fill: i === 0 ? ink : accent, weight: 900 });
  });
  return svgDocument(canvas, out, '', body);
}

export interface MagazineSubject {
  issueNumber: number;
  /** e.g. 11月19日号 */
  dateLabel: string;
  coverGame: GameArtSubject;
  /** Cover lines: the issue's other parts. */
  lines: readonly string[];
}

/** 週刊プレイノート's cover: masthead, the cover game's art and logo, cover lines down the left. */
export function magazineCoverSvg(subject: MagazineSubject, canvas: Canvas, out: Canvas): string {
  const { width: w, height: h } = canvas;
  const art = drawKeyArt(subject.coverGame, canvas, 'm', { title: false, variant: subject.issueNumber });
  const mast = h * 0.15;
  let body = art.body + rect(0, 0, w, mast, '#d7263d');
  body += text(w * 0.05, mast * 0.3, '週刊', { size: mast * 0.2, fill: '#fff', weight: 900 });
  const title = fitText('プレイノート', w * 0.62, mast * 0.5, 1);
  body += text(w * 0.05, mast * 0.86, 'プレイノート', { size: title.size, fill: '#fff', weight: 900 });
  body += text(w * 0.95, mast * 0.42, subject.dateLabel, { size: mast * 0.16, fill: '#fff', anchor: 'end', weight: 700 });
  body += text(w * 0.95, mast * 0.8, `No.${subject.issueNumber}`, { size: mast * 0.22, fill: '#ffd23f', anchor: 'end', weight: 900 });
  const { main, sub } = splitGameName(subject.coverGame.name);
  const big = fitText(main, w * 0.9, h * 0.09, 2);
  const bottom = h * 0.9;
  body += rect(0, bottom - big.lines.length * big.size * 1.15 - h * 0.1, w, h * 0.3, '#000', 'opacity=".45"');
  body += text(w * 0.05, bottom - big.lines.length * big.size * 1.15 - h * 0.02, '巻頭特集', { size: h * 0.035, fill: '#ffd23f', weight: 900 });
  big.lines.forEach((line, i) => {
    body += text(w * 0.05, bottom - (big.lines.length - 1 - i) * big.size * 1.15, line, { size: big.size, fill: '#fff', weight: 900, stroke: '#000', strokeWidth: big.size * 0.1 });
  });
  if (sub) body += text(w * 0.05, bottom + h * 0.055, sub, { size: h * 0.035, fill: art.palette.accent2, weight: 800 });
  subject.lines.slice(0, 4).forEach((line, i) => {
    const fitted = fitText(line, w * 0.5, h * 0.032, 1);
    const y = mast + h * 0.07 + i * h * 0.07;
    body += rect(w * 0.05, y - fitted.size * 1.05, fitted.size * 0.35, fitted.size * 1.3, '#ffd23f');
    body += text(w * 0.05 + fitted.size * 0.6, y, line, { size: fitted.size, fill: '#fff', weight: 800, stroke: '#000', strokeWidth: fitted.size * 0.18 });
  });
  return svgDocument(canvas, out, art.defs, body);
}
