// Test-only preload (NODE_OPTIONS=--import …): moves this process's Date.now forward by the number of
// milliseconds written in the file PLAYNOTE_TEST_CLOCK_FILE, so a test can let the content caches' TTLs
// (60 s to 30 min, spec §9) elapse in a running site without waiting for them. Timers, `new Date()`
// and everything else keep real time; the site's code is not changed. Never loaded outside tests.
import { readFileSync } from 'node:fs';

const file = process.env.PLAYNOTE_TEST_CLOCK_FILE;
if (file) {
  const realNow = Date.now.bind(Date);
  let offsetMs = 0;
  const readOffset = () => {
    try {
      offsetMs = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      // no file yet: real time
    }
  };
  readOffset();
  setInterval(readOffset, 25).unref();
  Date.now = () => realNow() + offsetMs;
}
