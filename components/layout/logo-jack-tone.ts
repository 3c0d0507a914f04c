/** Above this relative luminance a jack band is light and needs dark text (WCAG's midpoint). */
export const LIGHT_BAND_LUMINANCE = 0.4;

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` colour (0 black … 1 white); null when malformed. */
export function relativeLuminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Whether the wordmark on a sponsor's band is drawn light (on a dark band) or dark (on a light one). */
export function logoJackTone(headerColor: string): 'light-text' | 'dark-text' {
  const luminance = relativeLuminance(headerColor);
  return luminance !== null && luminance > LIGHT_BAND_LUMINANCE ? 'dark-text' : 'light-text';
}
