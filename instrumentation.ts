/**
 * Runs once when the server starts: invalid settings stop the start-up (spec §5). Next only logs
 * an error thrown here and keeps serving, so the process exits itself rather than answer readers
 * with a misconfigured server.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getServerEnv } = await import('@/lib/env/server-env');
  const { getClientEnv } = await import('@/lib/env/client-env');
  try {
    getClientEnv();
    getServerEnv();
  } catch (error) {
    console.error(`Start-up stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
