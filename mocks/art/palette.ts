import type { Random } from '../data/prng';

/** Colours of one piece of art: a sky (top → bottom), three depth layers, an accent, a glow and title inks. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  far: string;
  mid: string;
  near: string;
  accent: string;
  accent2: string;
  glow: string;
  ink: string;
  inkStroke: string;
  /** Night-like art: stars and lit windows read better. */
  dark: boolean;
}

function hex2(value: number): string {
  return Math.round(Math.max(0, Math.min(255, value))).toString(16).padStart(2, '0');
}

/** HSL (degrees, 0-100, 0-100) → `#rrggbb`. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360;
  const s = Math.max(0, Math.min(100, saturation)) / 100;
  const l = Math.max(0, Math.min(100, lightness)) / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${hex2(f(0) * 255)}${hex2(f(8) * 255)}${hex2(f(4) * 255)}`;
}

export type Mood = 'day' | 'dusk' | 'night' | 'neon' | 'pastel' | 'dread';

/** A palette around `hue` in a mood; the rng shifts saturation and the accent a little. */
export function paletteFor(rng: Random, hue: number, mood: Mood): Palette {
  const accentHue = hue + rng.pick([150, 180, 200, -150, 40]);
  const s = rng.int(-8, 8);
  switch (mood) {
    case 'day':
      return {
        skyTop: hsl(hue, 70 + s, 52), skyBottom: hsl(hue + 25, 75 + s, 82), far: hsl(hue + 10, 35, 68), mid: hsl(hue - 20, 45, 45),
        near: hsl(hue - 35, 55, 25), accent: hsl(accentHue, 90, 58), accent2: hsl(accentHue + 30, 85, 65), glow: '#fff6d8',
        ink: '#ffffff', inkStroke: hsl(hue - 30, 60, 18), dark: false,
      };
    case 'dusk':
      return {
        skyTop: hsl(hue + 250, 55 + s, 28), skyBottom: hsl(hue + 20, 90, 62), far: hsl(hue + 280, 30, 45), mid: hsl(hue + 270, 35, 28),
        near: hsl(hue + 260, 40, 13), accent: hsl(hue + 30, 100, 62), accent2: hsl(hue, 95, 70), glow: hsl(hue + 40, 100, 80),
        ink: '#fffaf0', inkStroke: hsl(hue + 260, 50, 12), dark: false,
      };
    case 'night':
      return {
        skyTop: hsl(hue, 60 + s, 10), skyBottom: hsl(hue + 20, 55, 30), far: hsl(hue + 10, 35, 24), mid: hsl(hue, 40, 15),
        near: hsl(hue - 10, 45, 7), accent: hsl(accentHue, 90, 62), accent2: hsl(hue + 40, 90, 70), glow: hsl(hue + 40, 80, 88),
        ink: '#ffffff', inkStroke: hsl(hue, 70, 6), dark: true,
      };
    case 'neon':
      return {
        skyTop: hsl(hue + 260, 70, 8), skyBottom: hsl(hue + 300, 75 + s, 30), far: hsl(hue + 280, 60, 22), mid: hsl(hue + 270, 65, 14),
        near: hsl(hue + 260, 70, 6), accent: hsl(hue + 180, 100, 55), accent2: hsl(hue + 320, 100, 62), glow: hsl(hue + 330, 100, 72),
        ink: '#ffffff', inkStroke: hsl(hue + 300, 100, 30), dark: true,
      };
    case 'pastel':
      return {
        skyTop: hsl(hue, 80 + s, 78), skyBottom: hsl(hue + 40, 85, 90), far: hsl(hue + 60, 60, 80), mid: hsl(hue + 120, 55, 70),
        near: hsl(hue + 180, 50, 58), accent: hsl(hue + 200, 85, 55), accent2: hsl(hue + 320, 85, 65), glow: '#ffffff',
        ink: '#ffffff', inkStroke: hsl(hue + 220, 60, 35), dark: false,
      };
    case 'dread':
      return {
        skyTop: hsl(hue, 25, 6), skyBottom: hsl(0, 45 + s, 20), far: hsl(hue, 15, 18), mid: hsl(hue, 20, 10),
        near: '#050505', accent: hsl(rng.pick([0, 350, 10]), 85, 45), accent2: hsl(40, 70, 60), glow: hsl(40, 50, 80),
        ink: '#f4f0ea', inkStroke: '#120000', dark: true,
      };
  }
}

/** Black or white, whichever reads better on `background` (`#rrggbb`). */
export function readableInk(background: string, dark = '#111111'): string {
  const value = Number.parseInt(background.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? dark : '#ffffff';
}
