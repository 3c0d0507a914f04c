import type { Random } from '../data/prng';
import type { Palette } from './palette';
import { circle, linearGradient, num, polygon, radialGlow, rect } from './svg';

/** A background composition, drawn in `width`×`height` units. Ids are prefixed so scenes can nest. */
export interface SceneInput {
  rng: Random;
  palette: Palette;
  width: number;
  height: number;
  id: string;
}

export interface Drawn {
  defs: string;
  body: string;
}

export type SceneKind = 'mountains' | 'skyline' | 'space' | 'burst' | 'waves' | 'shards' | 'grid' | 'castle';

function sky(s: SceneInput): Drawn {
  const { palette: p, width: w, height: h, id } = s;
  return { defs: linearGradient(`${id}s`, [p.skyTop, p.skyBottom]), body: rect(0, 0, w, h, `url(#${id}s)`) };
}

/** Jagged ridge from left to right, closed at the bottom. */
function ridge(s: SceneInput, baseY: number, amplitude: number, steps: number, fill: string): string {
  const { rng, width: w, height: h } = s;
  const points: [number, number][] = [[0, h]];
  for (let i = 0; i <= steps; i += 1) points.push([(w * i) / steps, baseY - rng.float() * amplitude]);
  points.push([w, h]);
  return polygon(points, fill);
}

/** Smooth hill line (quadratic segments), closed at the bottom. */
function hills(s: SceneInput, baseY: number, amplitude: number, steps: number, fill: string, extra = ''): string {
  const { rng, width: w, height: h } = s;
  let d = `M0 ${num(h)}L0 ${num(baseY)}`;
  for (let i = 0; i < steps; i += 1) {
    const x0 = (w * i) / steps;
    const x1 = (w * (i + 1)) / steps;
    d += `Q${num((x0 + x1) / 2)} ${num(baseY - amplitude * (0.3 + rng.float()))} ${num(x1)} ${num(baseY - amplitude * 0.2 * rng.float())}`;
  }
  return `<path d="${d}L${num(w)} ${num(h)}Z" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function stars(s: SceneInput, count: number, maxY: number): string {
  const { rng, width: w } = s;
  const unit = Math.min(w, s.height) / 300;
  let out = '';
  for (let i = 0; i < count; i += 1) out += circle(rng.float() * w, rng.float() * maxY, unit * (0.5 + rng.float() * 1.3), '#fff', `opacity="${num(0.4 + rng.float() * 0.6)}"`);
  return out;
}

/** A caped figure standing on the ground line, facing the horizon. */
export function heroFigure(x: number, groundY: number, height: number, fill: string): string {
  const k = height / 100;
  const p = (px: number, py: number) => `${num(x + (px - 20) * k)} ${num(groundY - (100 - py) * k)}`;
  return (
    `<path d="M${p(14, 100)}L${p(16, 62)}L${p(9, 66)}L${p(2, 96)}L${p(12, 40)}L${p(20, 30)}L${p(28, 40)}L${p(38, 96)}L${p(31, 66)}L${p(24, 62)}L${p(26, 100)}Z" fill="${fill}"/>` +
    circle(x, groundY - 78 * k, 7.5 * k, fill) +
    `<path d="M${p(29, 44)}L${p(46, 2)}L${p(48, 3)}L${p(32, 46)}Z" fill="${fill}"/>`
  );
}

function mountains(s: SceneInput): Drawn {
  const { rng, palette: p, width: w, height: h, id } = s;
  const base = sky(s);
  const sunX = w * (0.2 + rng.float() * 0.6);
  const sunY = h * (0.25 + rng.float() * 0.15);
  const r = Math.min(w, h) * (0.1 + rng.float() * 0.08);
  let body = base.body + circle(sunX, sunY, r * 3, `url(#${id}g)`) + circle(sunX, sunY, r, p.glow);
  if (p.dark) body += stars(s, 26, h * 0.5);
  body += ridge(s, h * 0.62, h * 0.3, 7, p.far) + ridge(s, h * 0.78, h * 0.25, 9, p.mid);
  body += hills(s, h * 0.9, h * 0.12, 4, p.near);
  if (rng.chance(0.6)) body += heroFigure(w * (rng.chance(0.5) ? 0.22 : 0.78), h * 0.86, h * 0.22, p.near);
  return { defs: base.defs + radialGlow(`${id}g`, p.glow, 0.55), body };
}

function skyline(s: SceneInput): Drawn {
  const { rng, palette: p, width: w, height: h, id } = s;
  const base = sky(s);
  let body = base.body + circle(w * (0.55 + rng.float() * 0.3), h * 0.28, Math.min(w, h) * 0.16, p.glow, 'opacity=".9"');
  if (p.dark) body += stars(s, 20, h * 0.4);
  const layers: [string, number, number][] = [[p.far, 0.45, 0.7], [p.mid, 0.3, 0.86]];
  for (const [fill, top, groundShare] of layers) {
    let x = -rng.int(0, 20);
    while (x < w) {
      const bw = w * (0.05 + rng.float() * 0.08);
      const bh = h * (top * (0.4 + rng.float() * 0.8));
      body += rect(x, h * groundShare - bh, bw + 1, bh + h * (1 - groundShare), fill);
      x += bw;
    }
  }
  // Lit windows: one pattern over the near band instead of hundreds of rects.
  const win = Math.max(4, Math.min(w, h) / 40);
  const windows = `<pattern id="${id}w" width="${num(win * 3)}" height="${num(win * 3.2)}" patternUnits="userSpaceOnUse">${rect(win, win, win * 0.9, win * 1.2, p.accent2)}</pattern>`;
  body += rect(0, h * 0.6, w, h * 0.26, `url(#${id}w)`, 'opacity=".45"');
  body += rect(0, h * 0.86, w, h * 0.14, p.near);
  body += polygon([[0, h * 0.86], [w * 0.45, h * 0.86], [w * 0.6, h], [0, h]], p.accent, 'opacity=".35"');
  return { defs: base.defs + windows, body };
}

function space(s: SceneInput): Drawn {
  const { rng, palette: p, width: w, height: h, id } = s;
  const defs =
    linearGradient(`${id}s`, [p.near, p.skyTop, p.mid]) +
    radialGlow(`${id}n`, p.accent2, 0.5) +
    radialGlow(`${id}m`, p.accent, 0.4) +
    `<radialGradient id="${id}p" cx=".35" cy=".3"><stop offset="0" stop-color="${p.glow}"/><stop offset=".5" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.near}"/></radialGradient>`;
  const px = w * (0.55 + rng.float() * 0.3);
  const py = h * (0.35 + rng.float() * 0.3);
  const pr = Math.min(w, h) * (0.22 + rng.float() * 0.1);
  let body = rect(0, 0, w, h, `url(#${id}s)`);
  body += circle(w * 0.25, h * 0.4, Math.max(w, h) * 0.45, `url(#${id}n)`) + circle(w * 0.8, h * 0.8, Math.max(w, h) * 0.35, `url(#${id}m)`);
  body += stars(s, 45, h);
  body += `<ellipse cx="${num(px)}" cy="${num(py)}" rx="${num(pr * 1.9)}" ry="${num(pr * 0.42)}" fill="none" stroke="${p.accent2}" stroke-width="${num(pr * 0.1)}" opacity=".7" transform="rotate(-16 ${num(px)} ${num(py)})"/>`;
  body += circle(px, py, pr, `url(#${id}p)`);
  body += circle(w * 0.15, h * 0.78, Math.min(w, h) * 0.06, p.accent2, 'opacity=".8"');
  return { defs, body };
}

function burst(s: SceneInput): Drawn {
  const { rng, palette: p, width: w, height: h, id } = s;
  const cx = w * (0.3 + rng.float() * 0.4);
  const cy = h * (0.35 + rng.float() * 0.2);
  const reach = Math.hypot(w, h);
  const rays = 14 + 2 * rng.int(0, 4);
  let body = rect(0, 0, w, h, p.skyTop);
  for (let i = 0; i < rays; i += 2) {
    const a0 = (i / rays) * Math.PI * 2;
    const a1 = ((i + 1) / rays) * Math.PI * 2;
    body += polygon([[cx, cy], [cx + Math.cos(a0) * reach, cy + Math.sin(a0) * reach], [cx + Math.cos(a1) * reach, cy + Math.sin(a1) * reach]], p.skyBottom, 'opacity=".55"');
  }
  const r = Math.min(w, h);
  body += circle(cx, cy, r * 0.42, `url(#${id}g)`);
  body += circle(cx, cy, r * 0.3, 'none', `stroke="${p.accent2}" stroke-width="${num(r * 0.025)}"`);
  body += polygon([[cx, cy - r * 0.24], [cx + r * 0.2, cy], [cx, cy + r * 0.24], [cx - r * 0.2, cy]], p.accent);
  body += polygon([[cx, cy - r * 0.14], [cx + r * 0.11, cy], [cx, cy + r * 0.14], [cx - r * 0.11, cy]], p.glow);
  body += polygon([[0, h * 0.82], [w, h * 0.7], [w, h], [0, h]], p.near, 'opacity=".85"');
  return { defs: radialGlow(`${id}g`, p.glow, 0.8), body };
}

function waves(s: SceneInput): Drawn {
  const { rng, palette: p, width: w, height: h, id } = s;
  const base = sky(s);
  const sunX = w * (0.25 + rng.float() * 0.5);
  let body = base.body + circle(sunX, h * 0.5, Math.min(w, h) * 0.5, `url(#${id}g)`) + circle(sunX, h * 0.5, Math.min(w, h) * 0.17, p.glow);
  if (p.dark) body += stars(s, 20, h * 0.45);
  body += hills(s, h * 0.56, h * 0.08, 3, p.far);
  const fills = [p.mid, p.accent, p.near];
  fills.forEach((fill, i) => {
    body += hills(s, h * (0.66 + i * 0.11), h * 0.06, 6 + i * 2, fill, i === 1 ? 'opacity=".7"' : '');
  });
  body += rect(sunX - w * 0.08, h * 0.6, w * 0.16, h * 0.012, p.glow, 'opacity=".7"') + rect(sunX - w * 0.05, h * 0.64, w * 0.1, h * 0.01, p.glow, 'opacity=".5"');
  return { defs: base.defs + radialGlow(`${id}g`, p.glow, 0.6), body };
}

function shards(s: SceneInput): Drawn {
  const { rng, palette: p, width: w, height: h, id } = s;
  const defs = linearGradient(`${id}s`, [p.skyTop, p.skyBottom], false);
  let body = rect(0, 0, w, h, `url(#${id}s)`);
  const colors = [p.accent, p.accent2, p.mid, p.far, p.glow, p.near];
  for (let i = 0; i < 14; i += 1) {
    const x = rng.float() * w;
    const y = rng.float() * h;
    const r = Math.min(w, h) * (0.12 + rng.float() * 0.35);
    const a = rng.float() * Math.PI * 2;
    const pts: [number, number][] = [0, 2.1, 4.2].map((o) => [x + Math.cos(a + o + rng.float() * 0.6) * r, y + Math.sin(a + o + rng.float() * 0.6) * r]);
    body += polygon(pts, rng.pick(colors), `opacity="${num(0.35 + rng.float() * 0.5)}"`);
  }
  const r = Math.min(w, h);
  body += circle(w * (0.3 + rng.float() * 0.4), h * 0.45, r * 0.2, 'none', `stroke="${p.glow}" stroke-width="${num(r * 0.02)}" opacity=".8"`);
  return { defs, body };
}

function grid(s: SceneInput): Drawn {
  const { rng, palette: p, width: w, height: h, id } = s;
  const horizon = h * (0.55 + rng.float() * 0.08);
  const defs =
    linearGradient(`${id}s`, [p.skyTop, p.skyBottom]) +
    linearGradient(`${id}u`, [p.accent2, p.glow]) +
    linearGradient(`${id}f`, [p.mid, p.near]);
  const sunR = Math.min(w, h) * 0.26;
  const sunX = w * (0.35 + rng.float() * 0.3);
  let body = rect(0, 0, w, h, `url(#${id}s)`) + stars(s, 18, horizon * 0.7);
  body += `<clipPath id="${id}c"><rect width="${num(w)}" height="${num(horizon)}"/></clipPath>`;
  body += `<g clip-path="url(#${id}c)">${circle(sunX, horizon, sunR, `url(#${id}u)`)}`;
  for (let i = 1; i <= 5; i += 1) body += rect(sunX - sunR, horizon - sunR * (0.08 + i * 0.13), sunR * 2, sunR * 0.035 * i, p.skyBottom);
  body += '</g>';
  body += ridge(s, horizon, h * 0.08, 12, p.far);
  body += rect(0, horizon, w, h - horizon, `url(#${id}f)`);
  let lines = '';
  for (let i = -8; i <= 8; i += 1) lines += `M${num(w / 2 + i * w * 0.02)} ${num(horizon)}L${num(w / 2 + i * w * 0.22)} ${num(h)}`;
  for (let i = 1; i <= 6; i += 1) {
    const y = horizon + (h - horizon) * (i / 6) ** 1.8;
    lines += `M0 ${num(y)}H${num(w)}`;
  }
  body += `<path d="${lines}" stroke="${p.accent}" stroke-width="${num(Math.max(1, h / 300))}" opacity=".8"/>`;
  return { defs, body };
}

/** A castle on a hill under a big moon, clouds drifting across. */
function castle(s: SceneInput): Drawn {
  const { rng, palette: p, width: w, height: h, id } = s;
  const base = sky(s);
  const u = Math.min(w, h);
  const moonX = w * (rng.chance(0.5) ? 0.25 : 0.75);
  let body = base.body + circle(moonX, h * 0.3, u * 0.45, `url(#${id}g)`) + circle(moonX, h * 0.3, u * 0.16, p.glow);
  if (p.dark) body += stars(s, 22, h * 0.55);
  for (let i = 0; i < 3; i += 1) {
    const cy = h * (0.18 + rng.float() * 0.3);
    const cx = rng.float() * w;
    body += `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(w * (0.12 + rng.float() * 0.1))}" ry="${num(u * 0.03)}" fill="${p.glow}" opacity=".35"/>`;
  }
  body += hills(s, h * 0.8, h * 0.12, 3, p.far);
  // The keep: towers of different heights with pointed roofs on a central hill.
  const cx = w * (0.45 + rng.float() * 0.1);
  const hillTop = h * 0.62;
  body += `<path d="M${num(cx - w * 0.3)} ${num(h)}Q${num(cx)} ${num(hillTop - h * 0.06)} ${num(cx + w * 0.3)} ${num(h)}Z" fill="${p.mid}"/>`;
  const towers = 5;
  for (let i = 0; i < towers; i += 1) {
    const tw = u * (0.05 + rng.float() * 0.03);
    const tx = cx - u * 0.2 + (i * u * 0.4) / (towers - 1) - tw / 2;
    const th = u * (0.14 + (i === 2 ? 0.16 : rng.float() * 0.1));
    const top = hillTop - th;
    body += rect(tx, top, tw, th + h * 0.05, p.near);
    body += polygon([[tx - tw * 0.2, top], [tx + tw / 2, top - tw * 1.3], [tx + tw * 1.2, top]], p.near);
    body += rect(tx + tw * 0.4, top + th * 0.25, tw * 0.2, th * 0.12, p.accent2, 'opacity=".9"');
  }
  body += rect(cx - u * 0.2, hillTop - u * 0.08, u * 0.4, u * 0.1, p.near);
  body += hills(s, h * 0.95, h * 0.05, 5, p.near);
  if (rng.chance(0.5)) body += heroFigure(w * (moonX < w / 2 ? 0.82 : 0.18), h * 0.95, h * 0.2, p.near);
  return { defs: base.defs + radialGlow(`${id}g`, p.glow, 0.5), body };
}

const DRAW: Record<SceneKind, (s: SceneInput) => Drawn> = { mountains, skyline, space, burst, waves, shards, grid, castle };

export function drawScene(kind: SceneKind, input: SceneInput): Drawn {
  return DRAW[kind](input);
}
