import { circle, num, polygon, rect } from './svg';

/** Category motifs drawn in a 100×100 box, scaled into place by the caller. */
export type MotifName =
  | 'megaphone' | 'stars' | 'microphone' | 'stage' | 'badge' | 'magazine' | 'gift' | 'balloons' | 'notebook'
  | 'bell' | 'controller' | 'trophy' | 'film' | 'play';

type Motif = (ink: string, accent: string) => string;

function star(cx: number, cy: number, r: number, fill: string): string {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i += 1) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    points.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return polygon(points, fill);
}

const MOTIFS: Record<MotifName, Motif> = {
  megaphone: (ink, accent) =>
    polygon([[18, 40], [62, 18], [62, 82], [18, 60]], ink) + rect(8, 38, 12, 24, ink, 'rx="3"') + rect(24, 60, 10, 24, ink, 'rx="3"') +
    `<path d="M72 34Q84 50 72 66M80 24Q98 50 80 76" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
  stars: (ink, accent) => star(18, 52, 15, accent) + star(50, 44, 20, accent) + star(82, 52, 15, ink) + rect(10, 78, 80, 8, ink, 'rx="4"'),
  microphone: (ink, accent) =>
    rect(38, 10, 24, 44, ink, 'rx="12"') + `<path d="M28 42Q28 66 50 66Q72 66 72 42" fill="none" stroke="${ink}" stroke-width="6"/>` +
    rect(47, 66, 6, 16, ink) + rect(34, 82, 32, 6, ink, 'rx="3"') +
    `<path d="M78 14h18v14h-10l-6 6v-6h-2z" fill="${accent}"/><path d="M4 24h16v12h-8l-5 5v-5H4z" fill="${accent}"/>`,
  stage: (ink, accent) =>
    rect(18, 8, 64, 38, ink, 'rx="3"') + rect(23, 13, 54, 28, accent) + polygon([[44, 20], [58, 27], [44, 34]], ink) +
    polygon([[0, 0], [10, 0], [40, 66], [22, 66]], ink, 'opacity=".35"') + polygon([[100, 0], [90, 0], [60, 66], [78, 66]], ink, 'opacity=".35"') +
    rect(4, 62, 92, 8, ink) + circle(14, 86, 8, ink) + circle(32, 84, 9, ink) + circle(50, 86, 8, ink) + circle(68, 84, 9, ink) + circle(86, 86, 8, ink) +
    rect(6, 90, 88, 10, ink),
  badge: (ink, accent) =>
    polygon([[30, 60], [18, 98], [32, 90], [40, 100], [48, 66]], accent) + polygon([[70, 60], [82, 98], [68, 90], [60, 100], [52, 66]], accent) +
    circle(50, 42, 38, accent) + circle(50, 42, 29, ink) + star(50, 42, 20, accent),
  magazine: (ink, accent) =>
    rect(30, 8, 52, 72, ink, 'opacity=".5" transform="rotate(8 56 44)"') + rect(18, 14, 52, 72, ink) + rect(24, 20, 40, 10, accent) +
    rect(24, 36, 40, 30, accent, 'opacity=".6"') + rect(24, 72, 28, 4, accent),
  gift: (ink, accent) =>
    rect(14, 40, 72, 50, ink) + rect(10, 28, 80, 16, ink) + rect(45, 28, 10, 62, accent) +
    `<path d="M50 28C36 8 18 16 30 28M50 28C64 8 82 16 70 28" fill="none" stroke="${accent}" stroke-width="6"/>`,
  balloons: (ink, accent) =>
    `<path d="M6 12h58a6 6 0 0 1 6 6v28a6 6 0 0 1-6 6H30l-12 12v-12H12a6 6 0 0 1-6-6V18a6 6 0 0 1 6-6z" fill="${ink}"/>` +
    `<path d="M40 52h48a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6h-6v10l-10-10H40a6 6 0 0 1-6-6V58a6 6 0 0 1 6-6z" fill="${accent}"/>` +
    rect(18, 26, 34, 5, accent) + rect(18, 36, 22, 5, accent),
  notebook: (ink, accent) =>
    rect(16, 8, 56, 84, ink, 'rx="4"') + rect(24, 24, 40, 4, accent) + rect(24, 36, 40, 4, accent) + rect(24, 48, 28, 4, accent) +
    polygon([[70, 84], [94, 30], [100, 34], [76, 88], [68, 94]], accent),
  bell: (ink, accent) =>
    `<path d="M50 10C32 10 26 26 26 40V62L16 74H84L74 62V40C74 26 68 10 50 10Z" fill="${ink}"/>` + circle(50, 82, 8, accent) + circle(50, 8, 5, ink),
  controller: (ink, accent) =>
    `<path d="M24 30H76C90 30 98 50 96 70C94 84 82 86 74 74L68 64H32L26 74C18 86 6 84 4 70C2 50 10 30 24 30Z" fill="${ink}"/>` +
    rect(20, 44, 18, 6, accent) + rect(26, 38, 6, 18, accent) + circle(70, 42, 4.5, accent) + circle(80, 50, 4.5, accent) + circle(70, 58, 4.5, accent) + circle(60, 50, 4.5, accent),
  trophy: (ink, accent) =>
    `<path d="M28 8H72V30C72 48 62 58 50 58C38 58 28 48 28 30Z" fill="${accent}"/>` +
    `<path d="M28 16H12C12 34 20 40 30 40M72 16H88C88 34 80 40 70 40" fill="none" stroke="${accent}" stroke-width="6"/>` +
    rect(44, 56, 12, 18, accent) + rect(30, 74, 40, 14, ink, 'rx="2"'),
  film: (ink, accent) => {
    let holes = '';
    for (let i = 0; i < 6; i += 1) holes += rect(8 + i * 15, 24, 8, 7, accent) + rect(8 + i * 15, 69, 8, 7, accent);
    return rect(0, 18, 100, 64, ink) + holes + rect(12, 36, 34, 28, accent, 'opacity=".7"') + rect(54, 36, 34, 28, accent, 'opacity=".45"') + star(86, 12, 10, accent);
  },
  play: (ink, accent) => rect(6, 16, 88, 68, ink, 'rx="14"') + polygon([[40, 32], [68, 50], [40, 68]], accent),
};

/** The motif scaled to `size` with its top-left at (x, y). */
export function motif(name: MotifName, x: number, y: number, size: number, ink: string, accent: string): string {
  return `<g transform="translate(${num(x)} ${num(y)}) scale(${num(size / 100)})">${MOTIFS[name](ink, accent)}</g>`;
}
