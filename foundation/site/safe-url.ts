const PROBE_ORIGIN = 'https://site.invalid';

/** A path that stays on this site when resolved (not `//host`). */
function isSitePath(path: string): boolean {
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * A link target from the content API, or null when it is not safe to put in an href:
 * only http(s) URLs and site paths pass (no `javascript:`, `data:` or protocol-relative URLs).
 */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  // Browsers read `\` as `/` and drop tabs and newlines, so `/\evil.example` would leave the site.
  if (/[\\\u0000-\u001f\u007f]/.test(trimmed)) return null;
  if (trimmed.startsWith('/')) return isSitePath(trimmed) ? trimmed : null;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** True when the target leaves this site. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}
