import { useRouter } from 'next/compat/router';
import type { NextRouter } from 'next/router';

/**
 * The pages router, or null where none is mounted (component tests, error boundaries): Next's
 * public `next/compat/router`. Next's own useRouter() throws there; the header only needs the
 * router to highlight and prefill.
 */
export function useOptionalRouter(): NextRouter | null {
  return useRouter();
}
