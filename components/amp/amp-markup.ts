import { absoluteUrl } from '@/foundation/site/site-url';
import { AMP_PART_CLASS_NAMES } from './amp-css';
import { escapeHtml } from './amp-document';

/*
 * Two rewrites of the rendered body that make the shared parts AMP documents, done once here rather
 * than in every part. Both read markup from react-dom/server, which escapes `"` in text and in
 * attribute values, so ` href="` and ` class="` can only start real attributes.
 */

/** Site paths in hrefs made absolute: AMP caches serve the document from another origin. */
export function withAbsoluteSiteLinks(html: string): string {
  const origin = escapeHtml(absoluteUrl('/').replace(/\/$/, ''));
  return html.replace(/ href="(\/(?!\/)[^"]*)"/g, (_match, path: string) => ` href="${origin}${path}"`);
}

/** The parts' CSS-module classes renamed to the names the AMP stylesheet styles (amp-css.ts); other classes kept. */
export function withAmpClassNames(html: string): string {
  return html.replace(/ class="([^"]*)"/g, (_match, value: string) => ` class="${value.split(' ').map((name) => AMP_PART_CLASS_NAMES.get(name) ?? name).join(' ')}"`);
}

/** The body markup of an AMP document from the rendered parts. */
export function toAmpMarkup(html: string): string {
  return withAmpClassNames(withAbsoluteSiteLinks(html));
}
