// When `npm run soak` switches the content API's behaviour and restarts Redis. The schedule scales
// with the run's length, so a short trial passes through every phase: at 15 minutes it is three
// cycles of healthy 3 min → slow 1 min → 5xx 1 min, and a Redis restart every 2 minutes.

/** Share of each cycle per phase, in order. */
export const CYCLE = [
  { name: 'healthy', share: 0.6 },
  { name: 'slow', share: 0.2 },
  { name: '5xx', share: 0.2 },
];
export const CYCLES = 3;
/** Redis restarts per run: every 2 minutes of 15. */
export const REDIS_RESTARTS_PER_RUN = 7.5;
/** How long Redis stays down at each restart, at most (a third of the interval on short runs). */
export const REDIS_DOWN_MS = 10_000;

/** [{name, startMs, endMs}] from the run's start, covering `totalMs`. */
export function phaseSchedule(totalMs) {
  const cycleMs = totalMs / CYCLES;
  const phases = [];
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    let startMs = cycle * cycleMs;
    for (const { name, share } of CYCLE) {
      phases.push({ name, startMs: Math.round(startMs), endMs: Math.round(startMs + share * cycleMs) });
      startMs += share * cycleMs;
    }
  }
  return phases;
}

/** Offsets (ms from the run's start) at which Redis is stopped, and how long it stays down. */
export function redisRestarts(totalMs) {
  const intervalMs = totalMs / REDIS_RESTARTS_PER_RUN;
  const downMs = Math.min(REDIS_DOWN_MS, Math.round(intervalMs / 3));
  const times = [];
  for (let at = intervalMs; at + downMs < totalMs; at += intervalMs) times.push(Math.round(at));
  return { times, downMs, intervalMs };
}

/** Name of a request's phase label when it was sent in one phase and answered in the next. */
export const ACROSS_PHASES = 'across a phase change';

/**
 * The phase a request belongs to: the one it was both sent and answered in, or ACROSS_PHASES (a
 * request sent just before the API turned slow waits out the timeout; it is no healthy answer).
 */
export function phaseOfRequest(phases, sentMs, answeredMs) {
  const indexAt = (offsetMs) => {
    const index = phases.findIndex((phase) => offsetMs < phase.endMs);
    return index === -1 ? phases.length - 1 : index;
  };
  const sentIn = indexAt(sentMs);
  return sentIn === indexAt(answeredMs) ? phases[sentIn].name : ACROSS_PHASES;
}
