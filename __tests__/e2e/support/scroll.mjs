// Scrolling as a reader does, for tests of what happens as content comes near (lazy ad requests).

/**
 * Scrolls from the top to the bottom of the page one `stepFraction` of a screen at a time, pausing
 * `pauseMs` at each step so IntersectionObservers see every part of the page pass, then waits
 * `settleMs`. The page may grow while it scrolls (the bottom is read again at each step).
 */
export async function scrollThroughPage(page, { stepFraction = 0.8, pauseMs = 120, settleMs = 0 } = {}) {
  await page.evaluate(
    async ({ stepFraction, pauseMs }) => {
      const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs));
      const root = document.scrollingElement ?? document.documentElement;
      window.scrollTo(0, 0);
      await pause();
      while (root.scrollTop + window.innerHeight < root.scrollHeight - 1) {
        const before = root.scrollTop;
        window.scrollBy(0, Math.round(window.innerHeight * stepFraction));
        await pause();
        if (root.scrollTop === before) break;
      }
    },
    { stepFraction, pauseMs },
  );
  if (settleMs > 0) await page.waitForTimeout(settleMs);
}
