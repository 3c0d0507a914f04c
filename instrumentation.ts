/** Runs once when the server starts: invalid settings stop the start-up (spec §5). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getServerEnv } = await import('@/lib/env/server-env');
  const { getClientEnv } = await import('@/lib/env/client-env');
  getClientEnv();
  getServerEnv();
}
