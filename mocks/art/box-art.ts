import { PLATFORM_BY_CODE } from '../data/platforms';
import type { GameArtSubject } from './game-look';
import { drawKeyArt } from './key-art';
import { fitText, num, rect, svgDocument, text, type Canvas } from './svg';

/** Package bands in the manner of each platform's retail boxes. */
const PLATFORM_BANDS: Readonly<Record<string, { fill: string; ink: string; label: string }>> = {
  switch2: { fill: '#e60012', ink: '#ffffff', label: 'Nintendo Switch 2' },
  switch: { fill: '#e60012', ink: '#ffffff', label: 'Nintendo Switch' },
  ps5: { fill: '#ffffff', ink: '#00439c', label: 'PS5' },
  ps4: { fill: '#1d3f9a', ink: '#ffffff', label: 'PS4' },
  xboxSeriesX: { fill: '#107c10', ink: '#ffffff', label: 'XBOX SERIES X|S' },
  'pc-game': { fill: '#1b2838', ink: '#c7d5e0', label: 'PC' },
  'mobile-app': { fill: '#2b2b2b', ink: '#ffffff', label: 'iOS / Android' },
};
const DEFAULT_BAND = { fill: '#1a1a1a', ink: '#ffffff', label: 'GAME' };

export interface BoxArtSubject extends GameArtSubject {
  platformCode: string | null;
  /** Band text instead of the platform's (books and soundtracks: the product kind). */
  bandLabel?: string;
}

/** A retail package: platform band on top, the game's key art with its logo, the maker at the foot. */
export function boxArtSvg(game: BoxArtSubject, canvas: Canvas, out: Canvas): string {
  const band = (game.platformCode && PLATFORM_BANDS[game.platformCode]) || DEFAULT_BAND;
  const bandHeight = Math.round(canvas.height * 0.085);
  const inner: Canvas = { width: canvas.width, height: canvas.height - bandHeight };
  const art = drawKeyArt(game, inner, 'b');
  const label = game.bandLabel ?? (PLATFORM_BY_CODE.get(game.platformCode ?? '') ? band.label : DEFAULT_BAND.label);
  const bandSize = bandHeight * 0.52;
  const maker = fitText(game.maker, canvas.width * 0.5, canvas.height * 0.028, 1);
  const body =
    rect(0, 0, canvas.width, bandHeight, band.fill) +
    rect(0, bandHeight - canvas.height * 0.006, canvas.width, canvas.height * 0.006, '#000', 'opacity=".25"') +
    text(canvas.width * 0.05, bandHeight * 0.7, label, { size: bandSize, fill: band.ink, weight: 900 }) +
    `<svg y="${bandHeight}" width="${inner.width}" height="${inner.height}" viewBox="0 0 ${inner.width} ${inner.height}">${art.body}</svg>` +
    rect(canvas.width * 0.05, canvas.height * 0.925, canvas.width * 0.09, canvas.width * 0.09, '#fff', `rx="${num(canvas.width * 0.01)}"`) +
    text(canvas.width * 0.095, canvas.height * 0.925 + canvas.width * 0.07, 'A', { size: canvas.width * 0.07, fill: '#111', anchor: 'middle', weight: 900 }) +
    text(canvas.width * 0.95, canvas.height * 0.965, maker.lines[0] as string, { size: maker.size, fill: '#fff', anchor: 'end', stroke: '#000', strokeWidth: maker.size * 0.2 });
  return svgDocument(canvas, out, art.defs, body);
}
