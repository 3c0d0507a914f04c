import { getSiteMetrics } from './registry';

const LISTENER_KEY = Symbol.for('playnote.unhandledRejectionCounter');

/**
 * Counts unhandled rejections into /api/metrics. Next installs its own listener that logs them and
 * keeps the process alive; this one only counts, so adding it changes no behaviour. Once per process.
 */
export function countUnhandledRejections(): void {
  const holder = globalThis as typeof globalThis & { [LISTENER_KEY]?: () => void };
  if (holder[LISTENER_KEY]) return;
  holder[LISTENER_KEY] = () => getSiteMetrics().unhandledRejections.inc();
  process.on('unhandledRejection', holder[LISTENER_KEY]);
}
