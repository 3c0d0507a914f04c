import { act } from '@testing-library/react';

/**
 * Lets the modules a component asked for after hydration or on first use
 * (lib/client/deferred-module.ts) arrive, and the components render them.
 */
export async function loadDeferredModules(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
