/** Small SVG writing helpers shared by the art generators (text is rendered by the reader's browser). */

export const FONT_STACK = "'Hiragino Sans','Noto Sans JP','Noto Sans CJK JP',Meiryo,sans-serif";

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] as string);
}

/** Compact number for attributes: one decimal at most. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export interface Canvas {
  width: number;
  height: number;
}

/** The document: drawn in native units (`viewBox`), shown at the requested size. */
export function svgDocument(canvas: Canvas, out: Canvas, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${out.width}" height="${out.height}" viewBox="0 0 ${canvas.width} ${canvas.height}">` +
    `<style>text{font-family:${FONT_STACK};font-weight:700}</style>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>`
  );
}

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const dir = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const last = stops.length - 1;
  return `<linearGradient id="${id}" ${dir}>${stops.map((c, i) => `<stop offset="${num(last === 0 ? 0 : i / last)}" stop-color="${c}"/>`).join('')}</linearGradient>`;
}

export function radialGlow(id: string, color: string, opacity = 0.9): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export interface TextStyle {
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  /** Outline drawn under the fill (`paint-order`), for titles over busy art. */
  stroke?: string;
  strokeWidth?: number;
  extra?: string;
}

export function text(x: number, y: number, content: string, style: TextStyle): string {
  const attrs = [
    `x="${num(x)}"`,
    `y="${num(y)}"`,
    `font-size="${num(style.size)}"`,
    `fill="${style.fill}"`,
    style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
    style.weight ? `font-weight="${style.weight}"` : '',
    style.stroke ? `stroke="${style.stroke}" stroke-width="${num(style.strokeWidth ?? style.size / 8)}" stroke-linejoin="round" paint-order="stroke"` : '',
    style.extra ?? '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

/** Approximate advance of a line in ems: full-width characters 1, ASCII about 0.6. */
export function textEms(content: string): number {
  let ems = 0;
  for (const ch of content) ems += ch === ' ' ? 0.3 : ch.charCodeAt(0) < 0x80 ? 0.62 : 1;
  return ems;
}

/** Characters a line must not start with (Japanese line-breaking rules), plus long-vowel and small kana. */
const NO_LINE_START = /[ーッャュョァィゥェォッヮヵヶぁぃぅぇぉっゃゅょ」』）】、。！？：・ 　]/;
const AFTER_BREAK = /[：・ 　の、。！？」』]/;
const WORD_CHAR = /[0-9A-Za-z.,!?&'|+-]/;

/** Cost of breaking before index `i`: distance from the ideal, rules and preferred places. */
function breakCost(chars: string[], i: number, ideal: number, preferred: ReadonlySet<number>): number {
  const before = chars[i - 1] as string;
  const after = chars[i] as string;
  let cost = Math.abs(i - ideal);
  if (NO_LINE_START.test(after)) cost += 100;
  if (WORD_CHAR.test(before) && WORD_CHAR.test(after)) cost += 100;
  if (after === '「' || after === '『' || after === '【') cost -= 2.5;
  if (AFTER_BREAK.test(before)) cost -= 3;
  if (preferred.has(i)) cost -= 3.5;
  if (scriptOf(before) !== scriptOf(after)) cost -= 1.5;
  else if (scriptOf(before) === 1) cost += 1; // inside a katakana word
  return cost;
}

/** Katakana, hiragana, kanji or other: a change of script is a natural place to break. */
function scriptOf(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 0x30a0 && code <= 0x30ff) return 1;
  if (code >= 0x3040 && code <= 0x309f) return 2;
  if (code >= 0x4e00 && code <= 0x9fff) return 3;
  return 0;
}

function splitInto(content: string, lines: number, preferred: ReadonlySet<number>, offset = 0): string[] {
  const chars = [...content];
  if (lines <= 1 || chars.length < 2) return [content];
  const ideal = chars.length / lines;
  let best = Math.max(1, Math.round(ideal));
  let bestCost = Infinity;
  const shifted = new Set([...preferred].map((p) => p - offset));
  for (let i = 1; i < chars.length; i += 1) {
    const cost = breakCost(chars, i, ideal, shifted);
    if (cost < bestCost) [best, bestCost] = [i, cost];
  }
  const head = chars.slice(0, best).join('').trim();
  return [head, ...splitInto(chars.slice(best).join('').trim(), lines - 1, preferred, offset + best)];
}

export interface FittedText {
  lines: string[];
  size: number;
}

/** The largest font size (up to `maxSize`) at which `content` fits `width` in at most `maxLines` lines. */
export function fitText(content: string, width: number, maxSize: number, maxLines = 2, preferredBreaks: readonly number[] = []): FittedText {
  const preferred = new Set(preferredBreaks);
  let best: FittedText = { lines: [content], size: Math.min(maxSize, width / Math.max(1, textEms(content))) };
  for (let lines = 2; lines <= maxLines; lines += 1) {
    if (best.size >= maxSize * 0.95) break;
    const split = splitInto(content, lines, preferred).filter((line) => line.length > 0);
    const widest = Math.max(...split.map(textEms));
    const size = Math.min(maxSize / (1 + (lines - 1) * 0.18), width / Math.max(1, widest));
    if (size > best.size * 1.12) best = { lines: split, size };
  }
  return best;
}

/** Lines of fitted text, first baseline at `y`; returns the markup and the y below the block. */
export function textBlock(x: number, y: number, fitted: FittedText, style: Omit<TextStyle, 'size'>, lineHeight = 1.2): { svg: string; bottom: number } {
  let svg = '';
  fitted.lines.forEach((line, i) => {
    svg += text(x, y + i * fitted.size * lineHeight, line, { ...style, size: fitted.size });
  });
  return { svg, bottom: y + (fitted.lines.length - 1) * fitted.size * lineHeight + fitted.size * 0.3 };
}
