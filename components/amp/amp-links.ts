import { safeHref } from '@/foundation/site/safe-url';
import { absoluteUrl } from '@/foundation/site/site-url';

/**
 * An API link for an AMP page: only http(s) URLs and site paths (safeHref), site paths made
 * absolute, because AMP caches serve the page from another origin where a relative link would break.
 */
export function ampHref(url: string | null | undefined): string | null {
  const safe = safeHref(url);
  if (!safe) return null;
  return safe.startsWith('/') ? absoluteUrl(safe) : safe;
}

/** A site path as the absolute URL AMP pages link to. */
export function siteUrl(path: string): string {
  return absoluteUrl(path);
}

/** AMP forbids some id values (e.g. `style`, `AMP`, `i-amp-…`); any id of ours with a hyphen that is not AMP's is safe. */
export function ampAnchorId(id: string): string {
  return /^[A-Za-z][\w]*-[\w-]*$/.test(id) && !/^i-amp/i.test(id) ? id : `h-${id}`;
}
