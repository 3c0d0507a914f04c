/** Runs once when the server starts; the Node.js part lives apart so the Edge build never sees it. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkSettingsOrExit } = await import('@/foundation/env/startup-check');
    checkSettingsOrExit();
    const { countUnhandledRejections } = await import('@/foundation/metrics/count-unhandled-rejections');
    countUnhandledRejections();
  }
}
