import { getClientEnv } from './client-env';
import { getServerEnv } from './server-env';

/**
 * Invalid settings stop the start-up (spec §5). Next only logs an error thrown from the
 * instrumentation hook and keeps serving, so the process exits itself rather than answer
 * readers with a misconfigured server.
 */
export function checkSettingsOrExit(): void {
  try {
    getClientEnv();
    getServerEnv();
  } catch (error) {
    console.error(`Start-up stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
