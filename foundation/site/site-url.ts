import { getBrowserEnv } from '@/foundation/env/browser-env';

/**
 * Absolute URL of a site path (canonical links, share buttons). In the browser the server's
 * run-time site URL (a meta tag written by _document) wins over the build-time value, so the
 * head does not change when the page hydrates on a host other than the build's.
 */
export function absoluteUrl(path: string): string {
  const fromServer = typeof document === 'undefined' ? null : document.querySelector('meta[name="site-url"]')?.getAttribute('content');
  return new URL(path, fromServer || getBrowserEnv().NEXT_PUBLIC_SITE_URL).toString();
}
