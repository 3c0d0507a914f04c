import { TITLE_PREFIXES } from '../data/text';
import type { Palette } from './palette';
import { fitText, rect, text, textBlock, type Canvas } from './svg';

export interface TitleInput {
  main: string;
  sub: string | null;
  palette: Palette;
  canvas: Canvas;
  placement: 'bottom' | 'center' | 'top';
  /** Top of the free area (below a package band). */
  top?: number;
  id: string;
}

/** Break places inside a generated title: after its katakana prefix (クロノ|ブレイド) and before a sequel mark. */
export function titleBreaks(title: string): number[] {
  const breaks: number[] = [];
  const prefix = TITLE_PREFIXES.find((p) => title.startsWith(p) && title.length > p.length + 1);
  if (prefix) breaks.push([...prefix].length);
  const space = [...title].lastIndexOf(' ');
  if (space > 0) breaks.push(space + 1);
  return breaks;
}

/** A game logo: big outlined main title, a subtitle in the accent colour, an accent rule between. */
export function titleTreatment(t: TitleInput): { defs: string; body: string } {
  const { canvas: c, palette: p, id } = t;
  const top = t.top ?? 0;
  const area = c.height - top;
  const portrait = c.height > c.width * 1.1;
  const maxWidth = c.width * (portrait ? 0.86 : 0.74);
  const mainFit = fitText(t.main, maxWidth, Math.min(area * (portrait ? 0.1 : 0.15), c.width * 0.12), portrait ? 3 : 2, titleBreaks(t.main));
  const subFit = t.sub ? fitText(t.sub, maxWidth * 0.9, mainFit.size * 0.5, 1) : null;
  const blockHeight = mainFit.lines.length * mainFit.size * 1.15 + (subFit ? subFit.size * 1.6 : 0);
  const centred = t.placement === 'center' || portrait;
  const x = centred ? c.width / 2 : c.width * 0.06;
  const anchor = centred ? 'middle' : 'start';
  const y0 =
    t.placement === 'top' ? top + area * 0.08 + mainFit.size
      : t.placement === 'center' ? top + (area - blockHeight) / 2 + mainFit.size * 0.9
        : c.height - area * 0.07 - blockHeight + mainFit.size * 0.9;
  const shade = t.placement === 'top' ? [0.55, 0] : t.placement === 'bottom' ? [0, 0.6] : [0, 0];
  let defs = '';
  let body = '';
  if (shade[0] || shade[1]) {
    defs += `<linearGradient id="${id}t" x2="0" y2="1"><stop offset="0" stop-opacity="${shade[0]}"/><stop offset="1" stop-opacity="${shade[1]}"/></linearGradient>`;
    const from = t.placement === 'top' ? top : c.height - (blockHeight + area * 0.2);
    body += rect(0, from, c.width, blockHeight + area * 0.2, `url(#${id}t)`);
  }
  const main = textBlock(x, y0, mainFit, { fill: p.ink, anchor, weight: 900, stroke: p.inkStroke, strokeWidth: mainFit.size * 0.14 }, 1.15);
  body += main.svg;
  let y = main.bottom + mainFit.size * 0.1;
  const ruleWidth = Math.min(maxWidth, mainFit.size * 4);
  body += rect(centred ? x - ruleWidth / 2 : x, y, ruleWidth, Math.max(2, mainFit.size * 0.07), p.accent);
  if (subFit) {
    y += subFit.size * 1.25;
    body += text(x, y, subFit.lines[0] as string, { size: subFit.size, fill: p.accent2, anchor, stroke: p.inkStroke, strokeWidth: subFit.size * 0.16 });
  }
  return { defs, body };
}
