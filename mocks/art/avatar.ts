import { hashString, Random } from '../data/prng';
import { hsl } from './palette';
import { circle, num, rect, svgDocument, text, type Canvas } from './svg';

export interface AvatarSubject {
  id: string;
  /** Display name; its first character is the initial. */
  name: string;
}

/** A friendly geometric face, or the writer's initial, on a colour from the id. */
export function avatarSvg(subject: AvatarSubject, canvas: Canvas, out: Canvas): string {
  const rng = new Random(hashString(`author:${subject.id}`));
  const hue = rng.int(0, 359);
  const { width: w, height: h } = canvas;
  const u = Math.min(w, h);
  const cx = w / 2;
  let body = rect(0, 0, w, h, hsl(hue, 60, 62)) + circle(w * 0.85, h * 0.1, u * 0.35, hsl(hue + 30, 70, 72), 'opacity=".7"');
  if (rng.chance(0.35)) {
    const initial = [...subject.name.trim()][0] ?? 'P';
    body += circle(cx, h / 2, u * 0.36, hsl(hue, 55, 30)) + text(cx, h / 2 + u * 0.15, initial, { size: u * 0.42, fill: '#fff', anchor: 'middle', weight: 800 });
    return svgDocument(canvas, out, '', body);
  }
  const skin = rng.pick(['#f6d7b8', '#eec39a', '#d9a77e', '#f3ddc8']);
  const hair = rng.pick(['#2b2118', '#4a3020', '#1c1c28', '#7a4a2a', hsl(hue + 180, 45, 30)]);
  const shirt = hsl(hue + 150, 55, 45);
  body += `<path d="M${num(cx - u * 0.38)} ${num(h)}C${num(cx - u * 0.36)} ${num(h * 0.72)} ${num(cx + u * 0.36)} ${num(h * 0.72)} ${num(cx + u * 0.38)} ${num(h)}Z" fill="${shirt}"/>`;
  body += circle(cx, h * 0.46, u * 0.25, skin);
  const hairStyle = rng.int(0, 2);
  if (hairStyle === 0) body += `<path d="M${num(cx - u * 0.26)} ${num(h * 0.46)}C${num(cx - u * 0.28)} ${num(h * 0.12)} ${num(cx + u * 0.28)} ${num(h * 0.12)} ${num(cx + u * 0.26)} ${num(h * 0.46)}C${num(cx + u * 0.12)} ${num(h * 0.3)} ${num(cx - u * 0.1)} ${num(h * 0.36)} ${num(cx - u * 0.26)} ${num(h * 0.46)}Z" fill="${hair}"/>`;
  else if (hairStyle === 1) body += `<path d="M${num(cx - u * 0.3)} ${num(h * 0.72)}C${num(cx - u * 0.36)} ${num(h * 0.1)} ${num(cx + u * 0.36)} ${num(h * 0.1)} ${num(cx + u * 0.3)} ${num(h * 0.72)}L${num(cx + u * 0.22)} ${num(h * 0.4)}C${num(cx)} ${num(h * 0.34)} ${num(cx - u * 0.15)} ${num(h * 0.32)} ${num(cx - u * 0.22)} ${num(h * 0.4)}Z" fill="${hair}"/>` + circle(cx, h * 0.46, u * 0.2, skin);
  else body += `<path d="M${num(cx - u * 0.25)} ${num(h * 0.38)}C${num(cx - u * 0.2)} ${num(h * 0.16)} ${num(cx + u * 0.2)} ${num(h * 0.16)} ${num(cx + u * 0.25)} ${num(h * 0.38)}Z" fill="${hair}"/>`;
  const eyeY = h * 0.47;
  body += circle(cx - u * 0.09, eyeY, u * 0.025, '#222') + circle(cx + u * 0.09, eyeY, u * 0.025, '#222');
  body += `<path d="M${num(cx - u * 0.08)} ${num(h * 0.56)}Q${num(cx)} ${num(h * 0.62)} ${num(cx + u * 0.08)} ${num(h * 0.56)}" fill="none" stroke="#7a2a2a" stroke-width="${num(u * 0.02)}" stroke-linecap="round"/>`;
  body += circle(cx - u * 0.15, h * 0.54, u * 0.035, '#ff8a8a', 'opacity=".45"') + circle(cx + u * 0.15, h * 0.54, u * 0.035, '#ff8a8a', 'opacity=".45"');
  if (rng.chance(0.3)) {
    const g = `fill="none" stroke="#222" stroke-width="${num(u * 0.015)}"`;
    body += `<circle cx="${num(cx - u * 0.09)}" cy="${num(eyeY)}" r="${num(u * 0.06)}" ${g}/><circle cx="${num(cx + u * 0.09)}" cy="${num(eyeY)}" r="${num(u * 0.06)}" ${g}/>`;
  }
  return svgDocument(canvas, out, '', body);
}

/** The editorial desk: the site's mark instead of a face. */
export function deskAvatarSvg(canvas: Canvas, out: Canvas): string {
  const { width: w, height: h } = canvas;
  const u = Math.min(w, h);
  const body =
    rect(0, 0, w, h, '#d7263d') + circle(w / 2, h / 2, u * 0.36, '#fff') +
    `<path d="M${num(w * 0.42)} ${num(h * 0.33)}L${num(w * 0.66)} ${num(h / 2)}L${num(w * 0.42)} ${num(h * 0.67)}Z" fill="#d7263d"/>`;
  return svgDocument(canvas, out, '', body);
}
