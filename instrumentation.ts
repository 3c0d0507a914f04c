/** Runs once when the server starts; the Node.js part lives apart so the Edge build never sees it. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkSettingsOrExit } = await import('@/foundation/env/startup-check');
    checkSettingsOrExit();
    // A production build serves a policy whose script hashes the post-build step wrote (decision 030).
    if (process.env.NODE_ENV === 'production') {
      const { checkBuiltPolicyOrExit } = await import('@/lib/next-adapters/built-policy-check');
      checkBuiltPolicyOrExit();
    }
    const { countUnhandledRejections } = await import('@/foundation/metrics/count-unhandled-rejections');
    countUnhandledRejections();
  }
}
