// npm run test:dates: the whole `npm test` with the machine's clock moved, for every process it
// starts (jest, next build, the content API, the site, chromium), by Debian's faketime with a fixed
// offset from the real clock (the same offset in every process, so they agree with one another).
// The dates are the ones that break date arithmetic: a year-end and month-end rollover in Japan
// time, a Sunday night when the calendar week and the Monday-Sunday sales week disagree, and a day
// years ahead at the end of February. Not part of `npm test` (each run is a whole suite).
//   node scripts/test-dates.mjs                  every date, the whole suite
//   node scripts/test-dates.mjs --jest           every date, the unit and integration tests only
//   node scripts/test-dates.mjs 2027-01-01T00:30:00+09:00 …   dates of your own (ISO, with offset)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redisBinary } from './deploy/redis.mjs';

export const ROLLOVER_DATES = [
  // 2027-01-01 00:30 JST = 2026-12-31 15:30 UTC: new year, new month and new day in Japan only.
  '2027-01-01T00:30:00+09:00',
  // A Sunday 23:50 JST: the calendar week (from Sunday) has begun, the sales week (to Sunday) not ended.
  '2026-12-06T23:50:00+09:00',
  // Years ahead, on the last day of a February.
  '2030-02-28T12:00:00+09:00',
];

const args = process.argv.slice(2);
const jestOnly = args.includes('--jest');
const dates = args.filter((arg) => !arg.startsWith('--'));
const targets = dates.length > 0 ? dates : ROLLOVER_DATES;

if (spawnSync('faketime', ['-f', '+0s', 'true']).status !== 0) {
  console.error('test:dates needs Debian\'s faketime: apt-get install -y faketime');
  process.exit(2);
}

const command = jestOnly ? ['npx', 'jest', '--silent'] : ['npm', 'test'];

const REDIS_WITHOUT_FAKETIME = path.join(mkdtempSync(path.join(tmpdir(), 'playnote-test-dates-')), 'redis-server');
writeFileSync(REDIS_WITHOUT_FAKETIME, `#!/bin/sh\nunset LD_PRELOAD FAKETIME\nexec ${redisBinary()} "$@"\n`, { mode: 0o755 });
const results = [];
for (const target of targets) {
  const targetMs = Date.parse(target);
  if (!Number.isFinite(targetMs)) {
    console.error(`not a date: ${target}`);
    process.exit(2);
  }
  const offsetSeconds = Math.round((targetMs - Date.now()) / 1000);
  const started = Date.now();
  console.log(`\n== ${command.join(' ')} with the clock at ${target} (faketime +${offsetSeconds}s)`);
  const status = await new Promise((resolve) => {
    // redis-server cannot run under libfaketime (it aborts on a recursive clock_gettime at start): the
    // tests start it through a wrapper without the preload, so it keeps the real clock, which only its
    // own key expiry reads (the site's TTLs are the site's).
    const env = { ...process.env, REDIS_SERVER_BIN: REDIS_WITHOUT_FAKETIME };
    const child = spawn('faketime', ['-f', `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}s`, ...command], { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? signal));
  });
  results.push({ target, status, minutes: ((Date.now() - started) / 60_000).toFixed(1) });
}

console.log('\n== test:dates');
for (const { target, status, minutes } of results) console.log(`${status === 0 ? 'pass' : 'FAIL'}  ${target}  (${minutes} min)`);
process.exit(results.every((result) => result.status === 0) ? 0 : 1);
