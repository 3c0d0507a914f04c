import { hashString, Random } from '../data/prng';
import { gameLook, gamePalette, gameRandom, type GameArtSubject } from './game-look';
import { heroFigure, drawScene } from './scenes';
import { hsl } from './palette';
import { circle, fitText, linearGradient, num, rect, svgDocument, text, type Canvas } from './svg';

/** An in-game screen: the game's world with a HUD (life bar, map, a line of dialogue). */
export function screenshotSvg(game: GameArtSubject, variant: number, canvas: Canvas, out: Canvas): string {
  const look = gameLook(game);
  const palette = gamePalette(game, look);
  const rng = gameRandom(game, variant);
  const { width: w, height: h } = canvas;
  const u = Math.min(w, h);
  const scene = drawScene(look.scene, { rng, palette, width: w, height: h, id: 's' });
  let body = scene.body + heroFigure(w * (0.35 + rng.float() * 0.3), h * 0.88, h * 0.2, palette.near);
  body += rect(u * 0.04, u * 0.04, u * 0.42, u * 0.05, '#000', 'opacity=".5" rx="4"') + rect(u * 0.05, u * 0.05, u * 0.4 * (0.4 + rng.float() * 0.6), u * 0.03, '#4cd964', 'rx="3"');
  body += rect(u * 0.04, u * 0.1, u * 0.3, u * 0.035, '#000', 'opacity=".5" rx="4"') + rect(u * 0.05, u * 0.107, u * 0.28 * (0.3 + rng.float() * 0.7), u * 0.02, '#4aa3ff', 'rx="3"');
  body += circle(w - u * 0.14, u * 0.14, u * 0.1, '#000', `opacity=".45" stroke="#fff" stroke-width="${num(u * 0.008)}"`) + circle(w - u * 0.14 + (rng.float() - 0.5) * u * 0.1, u * 0.14, u * 0.012, palette.accent);
  if (rng.chance(0.6)) body += rect(w * 0.08, h * 0.78, w * 0.84, h * 0.17, '#000', `opacity=".55" rx="${num(u * 0.02)}" stroke="#fff" stroke-width="${num(u * 0.004)}"`);
  return svgDocument(canvas, out, scene.defs, body);
}

/** A character illustration: a figure against a glow in the game's colours. */
export function characterSvg(game: GameArtSubject | null, seed: number, canvas: Canvas, out: Canvas): string {
  const rng = new Random(seed);
  const palette = game ? gamePalette(game, gameLook(game)) : null;
  const hue = rng.int(0, 359);
  const top = palette?.skyTop ?? hsl(hue, 60, 40);
  const bottom = palette?.skyBottom ?? hsl(hue + 40, 70, 70);
  const accent = palette?.accent ?? hsl(hue + 180, 90, 60);
  const ink = palette?.near ?? hsl(hue, 50, 12);
  const { width: w, height: h } = canvas;
  const u = Math.min(w, h);
  const defs = linearGradient('g', [top, bottom]) + `<radialGradient id="r"><stop offset="0" stop-color="#fff" stop-opacity=".8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  let body = rect(0, 0, w, h, 'url(#g)') + circle(w / 2, h * 0.45, u * 0.48, 'url(#r)');
  for (let i = 0; i < 8; i += 1) body += circle(rng.float() * w, rng.float() * h, u * (0.02 + rng.float() * 0.05), accent, `opacity="${num(0.3 + rng.float() * 0.5)}"`);
  body += heroFigure(w / 2, h * 0.98, h * 0.85, ink);
  return svgDocument(canvas, out, defs, body);
}

/** An event hall: a stage with a screen, lights and the crowd, captioned with the event's name. */
export function venueSvg(label: string | null, seed: string, canvas: Canvas, out: Canvas): string {
  const rng = new Random(hashString(seed));
  const hue = rng.int(0, 359);
  const { width: w, height: h } = canvas;
  const u = Math.min(w, h);
  const defs = linearGradient('g', [hsl(hue, 50, 8), hsl(hue + 20, 45, 22)]) + linearGradient('s', [hsl(hue + 180, 80, 55), hsl(hue + 220, 80, 35)]);
  let body = rect(0, 0, w, h, 'url(#g)');
  for (let i = 0; i < 5; i += 1) {
    const x = w * (0.1 + i * 0.2);
    body += `<path d="M${num(x)} 0L${num(x + w * 0.12 * (rng.float() - 0.5) - w * 0.1)} ${num(h * 0.75)}L${num(x + w * 0.12 * (rng.float() - 0.5) + w * 0.1)} ${num(h * 0.75)}Z" fill="${hsl(hue + i * 40, 90, 70)}" opacity=".18"/>`;
  }
  body += rect(w * 0.2, h * 0.12, w * 0.6, h * 0.42, 'url(#s)', `stroke="#111" stroke-width="${num(u * 0.02)}"`);
  if (label) {
    const fitted = fitText(label, w * 0.52, h * 0.1, 2);
    fitted.lines.forEach((line, i) => {
      body += text(w / 2, h * 0.33 - ((fitted.lines.length - 1) * fitted.size * 0.6) + i * fitted.size * 1.2 + fitted.size * 0.35, line, { size: fitted.size, fill: '#fff', anchor: 'middle', weight: 900 });
    });
  }
  body += rect(0, h * 0.6, w, h * 0.06, hsl(hue, 30, 30));
  let crowd = '';
  for (let row = 0; row < 3; row += 1) {
    const y = h * (0.78 + row * 0.1);
    const r = u * (0.045 + row * 0.012);
    for (let x = (row % 2) * r; x < w + r; x += r * 2.3) crowd += `M${num(x - r)} ${num(y + r * 3)}V${num(y + r)}a${num(r)} ${num(r)} 0 0 1 ${num(2 * r)} 0V${num(y + r * 3)}Z`;
  }
  body += `<path d="${crowd}" fill="#05050a"/>`;
  return svgDocument(canvas, out, defs, body);
}
