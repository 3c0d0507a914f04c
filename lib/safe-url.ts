/**
 * A link target from the content API, or null when it is not safe to put in an href:
 * only http(s) URLs and site paths pass (no `javascript:`, `data:` or protocol-relative URLs).
 */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
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
