import { useContext } from 'react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';

/**
 * The pages router, or null where none is mounted (component tests, error boundaries). Next's own
 * useRouter() throws there; the header only needs the router to highlight and prefill.
 */
export function useOptionalRouter(): NextRouter | null {
  return useContext(RouterContext);
}
