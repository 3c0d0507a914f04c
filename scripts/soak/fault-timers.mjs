// Carries out the soak's schedule (schedule.mjs) on the running servers: switches the fault proxy
// at each phase and stops and starts Redis, by its PID, on the same port.
import { startRedis } from '../deploy/redis.mjs';
import { phaseSchedule, redisRestarts } from './schedule.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Switches the proxy at each phase and restarts Redis on schedule; returns the log of what happened when. */
export function startFaultSchedule(servers, { totalMs, startedAt, log }) {
  const events = [];
  const timers = [];
  const at = (offsetMs, action) => timers.push(setTimeout(() => void action().catch((error) => log(`schedule: ${error.message}`)), offsetMs));
  const note = (what) => {
    events.push({ offsetMs: Date.now() - startedAt, what });
    log(what);
  };
  for (const phase of phaseSchedule(totalMs)) {
    at(phase.startMs, async () => {
      const kind = { healthy: 'pass', slow: 'hang', '5xx': 'status' }[phase.name];
      await servers.proxy.setFault(kind, { status: 503 });
      note(`content API ${phase.name}`);
    });
  }
  const restarts = redisRestarts(totalMs);
  for (const offsetMs of restarts.times) {
    at(offsetMs, async () => {
      const { port } = servers.redis;
      await servers.redis.stop();
      note(`Redis stopped (pid ${servers.redis.child.pid})`);
      await sleep(restarts.downMs);
      // Stopping everything (end or Ctrl-C) may have begun meanwhile: leave no Redis behind.
      if (servers.stopping) return;
      servers.redis = await startRedis({ port, dir: servers.workDir });
      if (servers.stopping) await servers.redis.stop();
      else note(`Redis started again (pid ${servers.redis.child.pid})`);
    });
  }
  return { events, restarts, stop: () => timers.forEach(clearTimeout) };
}
