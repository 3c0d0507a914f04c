import { gameLook, gamePalette, gameRandom, splitGameName, type GameArtSubject } from './game-look';
import { readableInk, type Palette } from './palette';
import { drawScene, type Drawn } from './scenes';
import { fitText, num, rect, svgDocument, text, type Canvas } from './svg';
import { titleTreatment } from './title-treatment';

export interface KeyArtOptions {
  /** Moves the shapes: each article or video picture of a game differs a little. */
  variant?: number;
  /** A label tag in the top-left corner (article category, video kind). */
  tag?: string | null;
  /** Draw the title logo (off for screenshots and backgrounds). */
  title?: boolean;
  /** A play button in the middle (video thumbnails). */
  play?: boolean;
}

/** Corner tag: a filled label, e.g. レビュー or 公式トレーラー. */
export function cornerTag(label: string, canvas: Canvas, fill: string, ink: string): string {
  const size = Math.max(12, Math.min(canvas.width, canvas.height) * 0.075);
  const fitted = fitText(label, canvas.width * 0.5, size, 1);
  const pad = fitted.size * 0.55;
  const width = fitted.size * Math.max(2, [...label].length * 0.95) + pad * 2;
  const x = canvas.width * 0.035;
  const y = canvas.height * 0.05;
  return rect(x, y, Math.min(width, canvas.width * 0.6), fitted.size + pad * 1.2, fill, `rx="${num(fitted.size * 0.2)}"`) + text(x + pad, y + fitted.size * 1.2, label, { size: fitted.size, fill: ink, weight: 800 });
}

export function playButton(canvas: Canvas, palette: Palette): string {
  const r = Math.min(canvas.width, canvas.height) * 0.13;
  const cx = canvas.width / 2;
  const cy = canvas.height / 2;
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="#000" opacity=".55" stroke="#fff" stroke-width="${num(r * 0.08)}"/>` +
    `<path d="M${num(cx - r * 0.3)} ${num(cy - r * 0.45)}L${num(cx + r * 0.5)} ${num(cy)}L${num(cx - r * 0.3)} ${num(cy + r * 0.45)}Z" fill="${palette.ink}"/>`
  );
}

/** The game's scene and logo as nestable markup (box art and banners place it in a frame). */
export function drawKeyArt(game: GameArtSubject, canvas: Canvas, id: string, options: KeyArtOptions = {}): Drawn & { palette: Palette } {
  const look = gameLook(game);
  const palette = gamePalette(game, look);
  const scene = drawScene(look.scene, { rng: gameRandom(game, options.variant ?? 0), palette, width: canvas.width, height: canvas.height, id });
  let { defs, body } = scene;
  if (options.title !== false) {
    const { main, sub } = splitGameName(game.name);
    // The corner tag and a play button need the top and the middle: the logo goes to the foot.
    const placement = options.play || (options.tag && look.titlePlacement === 'top') ? 'bottom' : look.titlePlacement;
    const title = titleTreatment({ main, sub, palette, canvas, placement, id });
    defs += title.defs;
    body += title.body;
  }
  if (options.play) body += playButton(canvas, palette);
  if (options.tag) body += cornerTag(options.tag, canvas, palette.accent, readableInk(palette.accent));
  return { defs, body, palette };
}

export function keyArtSvg(game: GameArtSubject, canvas: Canvas, out: Canvas, options: KeyArtOptions = {}): string {
  const art = drawKeyArt(game, canvas, 'k', options);
  return svgDocument(canvas, out, art.defs, art.body);
}
