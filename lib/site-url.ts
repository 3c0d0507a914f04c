import { getClientEnv } from '@/lib/env/client-env';

/** Absolute URL of a site path (canonical links, share buttons). */
export function absoluteUrl(path: string): string {
  return new URL(path, getClientEnv().NEXT_PUBLIC_SITE_URL).toString();
}
