const DEFAULT_SIZE = [640, 360] as const;
const MAX_WIDTH = 4096;

/** `…/thumbnail_1280x720.jpg` → [1280, 720]; names without a size get 16:9. */
export function sizeFromPath(pathname: string): readonly [number, number] {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  const match = /(\d{1,5})x(\d{1,5})(?!.*\d+x\d+)/.exec(name);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? [width, height] : DEFAULT_SIZE;
}

/** Gray placeholder with the size written on it; `?w=` (the image loader's width) scales it keeping the ratio. */
export function placeholderSvg(url: URL): string {
  const [width, height] = sizeFromPath(url.pathname);
  const requested = Number(url.searchParams.get('w'));
  const outWidth = Number.isInteger(requested) && requested > 0 && requested <= MAX_WIDTH ? requested : width;
  const outHeight = Math.max(1, Math.round((outWidth * height) / width));
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 8));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#d4d4d4"/>` +
    `<text x="50%" y="50%" fill="#737373" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${width}×${height}</text>` +
    `</svg>`
  );
}

export function placeholderImageResponse(url: URL): Response {
  return new Response(placeholderSvg(url), {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}
