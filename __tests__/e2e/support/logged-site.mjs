// The site for the fault tests: `next start` whose JSON log lines the test reads
// (scripts/loadtest/servers.mjs), with a clock the test can move forward (support/clock-offset.mjs).
import { writeFileSync } from 'node:fs';
import { groupPids } from '../../../scripts/loadtest/process-memory.mjs';
import { startLoggedNext } from '../../../scripts/loadtest/servers.mjs';

export { startContentApi } from '../../../scripts/loadtest/servers.mjs';

const CLOCK_PRELOAD = new URL('./clock-offset.mjs', import.meta.url).href;
/** How often the preload reads the clock file (25 ms), with room to spare. */
const CLOCK_PICKUP_MS = 150;

/** Starts the site against `apiUrl`; `advanceClock(ms)` writes the offset to `clockFile`. */
export async function startLoggedSite({ apiUrl, clockFile, env = {} }) {
  writeFileSync(clockFile, '0');
  const site = await startLoggedNext({
    apiUrl,
    env: {
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${CLOCK_PRELOAD}`].filter(Boolean).join(' '),
      PLAYNOTE_TEST_CLOCK_FILE: clockFile,
      ...env,
    },
  });
  // Next prints its start-up notes (not JSON) around the time the health check first answers.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const readyPids = groupPids(site.child.pid);
  let offsetMs = 0;
  return {
    ...site,
    /** Index of the first line written after start-up. */
    readyLine: site.lines.length,
    /** True while every process the site had when it became ready (`next start` and any child) still runs. */
    alive() {
      if (site.child.exitCode !== null || site.child.signalCode !== null) return false;
      const running = groupPids(site.child.pid);
      return readyPids.every((pid) => running.includes(pid));
    },
    /** Moves the site's Date.now forward by `ms` (cumulative). */
    async advanceClock(ms) {
      offsetMs += ms;
      writeFileSync(clockFile, String(offsetMs));
      await new Promise((resolve) => setTimeout(resolve, CLOCK_PICKUP_MS));
    },
  };
}
