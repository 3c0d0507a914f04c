/**
 * The AMP document around a rendered body: `<html ⚡ lang="ja">`, charset first, the AMP runtime and
 * the extensions the body uses, the exact boilerplate, one `<style amp-custom>`, no other scripts.
 * Everything interpolated here is escaped; the body comes from react-dom/server (escaped too).
 */

export const AMP_RUNTIME_SRC = 'https://cdn.ampproject.org/v0.js';

/** Extension elements the AMP pages use, with their script versions. */
export const AMP_EXTENSIONS = {
  'amp-ad': '0.1',
  'amp-analytics': '0.1',
  'amp-youtube': '0.1',
  'amp-live-list': '0.1',
  'amp-accordion': '0.1',
} as const;
export type AmpExtension = keyof typeof AMP_EXTENSIONS;

/** AMP's required boilerplate, byte for byte (amp.dev, "AMP boilerplate code"). */
export const AMP_BOILERPLATE =
  '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>';

/** AMP's limit for the `<style amp-custom>` (plus inline style attributes), in bytes. */
export const MAX_AMP_CSS_BYTES = 75_000;

/** Spec §2: the fixed no-zoom viewport is skipped on AMP pages; readers may zoom. */
export const AMP_VIEWPORT = 'width=device-width,initial-scale=1';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON for a `<script>` element: `<`, `>`, `&` and the JS line separators escaped, so no text can close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The extensions a body uses, in a stable order. */
export function usedExtensions(bodyHtml: string): AmpExtension[] {
  return (Object.keys(AMP_EXTENSIONS) as AmpExtension[]).filter((name) => bodyHtml.includes(`<${name} `) || bodyHtml.includes(`<${name}>`));
}

export interface AmpDocumentInput {
  /** The full `<title>`. */
  title: string;
  description: string;
  /** Absolute URL of the canonical (non-AMP) page. */
  canonicalUrl: string;
  /** Absolute URL of the page's 1280-wide image, if any. */
  imageUrl: string | null;
  siteName: string;
  themeColor: string;
  /** Absolute URL of the site icon. */
  iconUrl: string;
  /** Structured data (e.g. NewsArticle), or null. */
  jsonLd: unknown;
  /** The `<style amp-custom>` text. */
  css: string;
  /** Elements placed first in `<body>` (amp-analytics), already HTML. */
  bodyStart?: string;
  /** The rendered body content, already HTML. */
  bodyHtml: string;
}

export function renderAmpDocument(input: AmpDocumentInput): string {
  const bodyStart = input.bodyStart ?? '';
  const extensions = usedExtensions(bodyStart + input.bodyHtml)
    .map((name) => `<script async custom-element="${name}" src="https://cdn.ampproject.org/v0/${name}-${AMP_EXTENSIONS[name]}.js"></script>`)
    .join('');
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
  const head = [
    '<meta charset="utf-8">',
    `<meta name="viewport" content="${AMP_VIEWPORT}">`,
    `<script async src="${AMP_RUNTIME_SRC}"></script>`,
    extensions,
    `<title>${escapeHtml(input.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}">`,
    meta('name', 'description', input.description),
    meta('name', 'robots', 'max-image-preview:large'),
    meta('name', 'theme-color', input.themeColor),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', input.canonicalUrl),
    meta('property', 'og:locale', 'ja_JP'),
    input.imageUrl ? meta('property', 'og:image', input.imageUrl) : '',
    meta('name', 'twitter:card', 'summary_large_image'),
    `<link rel="icon" href="${escapeHtml(input.iconUrl)}" type="image/svg+xml">`,
    input.jsonLd ? `<script type="application/ld+json">${jsonForScript(input.jsonLd)}</script>` : '',
    `<style amp-custom>${input.css}</style>`,
    AMP_BOILERPLATE,
  ].join('');
  return `<!doctype html><html ⚡ lang="ja"><head>${head}</head><body>${bodyStart}${input.bodyHtml}</body></html>`;
}
