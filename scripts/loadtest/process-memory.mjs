// Resident memory of a process group, read from /proc (Linux): `next start` runs in its own group
// (scripts/lib/processes.mjs startGroup), and may fork a `next-server` child into it.
import { readdirSync, readFileSync } from 'node:fs';

/** Pids of every live process in a process group. */
export function groupPids(pgid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command (in parentheses, may hold spaces): state ppid pgrp …
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z') pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

/** VmRSS of one process in bytes, or 0 when it is gone. */
export function rssBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Samples the summed RSS of a process group every `intervalMs` until stopped:
 * {stop() → {peakBytes, firstBytes, lastBytes, samples}}.
 */
export function sampleGroupRss(pgid, intervalMs = 250) {
  const samples = [];
  const take = () => samples.push(groupPids(pgid).reduce((sum, pid) => sum + rssBytes(pid), 0));
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      const live = samples.filter((bytes) => bytes > 0);
      return { peakBytes: Math.max(0, ...live), firstBytes: live[0] ?? 0, lastBytes: live.at(-1) ?? 0, samples: live.length };
    },
  };
}
