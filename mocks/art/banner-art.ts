import { hashString, Random } from '../data/prng';
import type { GameArtSubject } from './game-look';
import { drawKeyArt } from './key-art';
import { hsl, readableInk, type Palette } from './palette';
import { fitText, linearGradient, num, rect, svgDocument, text, textBlock, textEms, type Canvas } from './svg';
import { titleBreaks } from './title-treatment';

export interface BannerCopy {
  /** Main copy: a game title or a campaign name. */
  headline: string;
  /** Second line: 好評発売中, 予約受付中, 特設ページ… */
  tagline: string | null;
  /** Button label. */
  action: string;
  /** Seed for art without a game. */
  seed: string;
}

/** `『X』好評発売中` → headline X, tagline 好評発売中. */
export function copyFromTitle(title: string, action: string, seed: string): BannerCopy {
  const match = /^(.*?)『(.+?)』(.*)$/.exec(title);
  if (!match) return { headline: title, tagline: null, action, seed };
  const rest = `${match[1] ?? ''}${match[3] ?? ''}`.replace(/^[！!、。\s]+/, '').trim();
  return { headline: match[2] as string, tagline: rest || null, action, seed };
}

function abstractPalette(seed: string): Palette {
  const rng = new Random(hashString(seed));
  const hue = rng.int(0, 359);
  return {
    skyTop: hsl(hue, 70, 30), skyBottom: hsl(hue + 40, 80, 50), far: hsl(hue + 20, 50, 40), mid: hsl(hue, 60, 25), near: hsl(hue, 60, 12),
    accent: hsl(hue + 180, 95, 58), accent2: hsl(hue + 150, 90, 70), glow: '#ffffff', ink: '#ffffff', inkStroke: hsl(hue, 70, 12), dark: true,
  };
}

function abstractBackground(seed: string, canvas: Canvas, palette: Palette): string {
  const rng = new Random(hashString(`${seed}:bg`));
  const { width: w, height: h } = canvas;
  let body = rect(0, 0, w, h, 'url(#g)');
  for (let i = 0; i < 5; i += 1) {
    const x = rng.float() * w;
    const slant = h * (0.3 + rng.float());
    body += `<path d="M${num(x)} 0h${num(w * (0.04 + rng.float() * 0.12))}l${num(-slant)} ${num(h)}h${num(-w * 0.08)}Z" fill="${rng.pick([palette.accent, palette.accent2, '#fff'])}" opacity="${num(0.12 + rng.float() * 0.2)}"/>`;
  }
  return body;
}

/**
 * An ad or promotion banner of any shape: the game's key art (or an abstract background) with the
 * copy on a dark wash, laid out for wide strips, tall jacks and square icons.
 */
export function bannerSvg(copy: BannerCopy, game: GameArtSubject | null, canvas: Canvas, out: Canvas): string {
  const { width: w, height: h } = canvas;
  const ratio = w / h;
  let defs = '';
  let body = '';
  let palette: Palette;
  if (game) {
    const art = drawKeyArt(game, canvas, 'n', { title: false, variant: hashString(copy.seed) });
    defs += art.defs;
    body += art.body;
    palette = art.palette;
  } else {
    palette = abstractPalette(copy.seed);
    defs += linearGradient('g', [palette.skyTop, palette.skyBottom], false);
    body += abstractBackground(copy.seed, canvas, palette);
  }
  const wide = ratio >= 1.9;
  const tall = ratio <= 0.75;
  const pad = Math.min(w, h) * (wide ? 0.12 : 0.07);
  // A wash behind the copy keeps it readable on any art.
  defs += wide
    ? `<linearGradient id="w"><stop offset="0" stop-opacity=".72"/><stop offset=".62" stop-opacity=".35"/><stop offset="1" stop-opacity="0"/></linearGradient>`
    : `<linearGradient id="w" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset=".4" stop-opacity=".45"/><stop offset="1" stop-opacity=".8"/></linearGradient>`;
  body += rect(0, 0, w, h, 'url(#w)');
  const buttonSize = Math.max(10, wide ? h * 0.1 : w * 0.06);
  const buttonWidth = Math.min(w - pad * 2, buttonSize * ([...copy.action].length + 2.4));
  const showButton = copy.action !== '' && !(ratio > 0.8 && ratio < 1.25 && w < 300);
  // Wide strips keep the copy left of the button; other shapes stack copy over the button.
  const textWidth = wide ? Math.min(w * 0.62, w - pad * 3 - (showButton ? buttonWidth : 0)) : w - pad * 2;
  const maxHeadline = wide ? h * 0.28 : tall ? w * 0.16 : h * 0.16;
  const headline = fitText(copy.headline, textWidth, maxHeadline, tall ? 4 : wide ? 2 : 3, titleBreaks(copy.headline));
  const tagline = copy.tagline ? fitText(copy.tagline, textWidth, Math.max(headline.size * 0.5, Math.min(w, h) * 0.07), 1) : null;
  const taglineHeight = tagline ? tagline.size * 1.9 : 0;
  const headlineHeight = headline.lines.length * headline.size * 1.18;
  const buttonHeight = showButton && !wide ? buttonSize * 2.7 : 0;
  const blockHeight = taglineHeight + headlineHeight + buttonHeight;
  const top = wide ? (h - taglineHeight - headlineHeight) / 2 : tall ? Math.min(h * 0.5, h - pad - blockHeight) : h - pad - blockHeight;
  const x = pad;
  if (tagline) {
    const pillWidth = Math.min(textWidth, textEms(tagline.lines[0] as string) * tagline.size + tagline.size);
    body += rect(x, top, pillWidth, tagline.size * 1.45, palette.accent, `rx="${num(tagline.size * 0.3)}"`);
    body += text(x + tagline.size * 0.5, top + tagline.size * 1.1, tagline.lines[0] as string, { size: tagline.size, fill: readableInk(palette.accent), weight: 800 });
  }
  const block = textBlock(x, top + taglineHeight + headline.size * 0.9, headline, { fill: '#fff', weight: 900, stroke: palette.inkStroke, strokeWidth: headline.size * 0.12 }, 1.18);
  body += block.svg;
  if (showButton) {
    const bx = wide ? w - pad - buttonWidth : x;
    const by = wide ? h - pad * 0.9 - buttonSize * 1.9 : block.bottom + buttonSize * 0.6;
    body += rect(bx, by, buttonWidth, buttonSize * 1.9, palette.accent2, `rx="${num(buttonSize * 0.95)}"`);
    body += text(bx + buttonWidth / 2, by + buttonSize * 1.3, `${copy.action} ▶`, { size: buttonSize, fill: readableInk(palette.accent2), anchor: 'middle', weight: 800 });
  }
  return svgDocument(canvas, out, defs, body);
}
