import { chromium } from '@playwright/test';

// The lobby figure of issue 4: on the largest category (/rng, every slot of every vendor), the time from
// typing in the search box to the filtered grid on screen, and how many DOM nodes the grid holds.
const ROUTE = '/rng';
const SEARCH_BUDGET_MS = 50;
// The grid renders only the rows in view (and a few around them): its size must not grow with the catalogue.
const NODE_BUDGET = 1500;
// What a player types, one keystroke after the other: each keystroke is one measured update.
const TYPED = ['g', 'go', 'gol', 'gold', 'gol', 'go', 'g', '', 'l', 'lu', 'luc', 'luck', '', 'dragon'];

/* global HTMLInputElement, MutationObserver, requestAnimationFrame */
/** Runs in the page: sets the box's value as typing does, resolves when the grid changed and was painted. */
function typeAndTime([input, grid, value]) {
  return new Promise((resolve) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    let done = false;
    const finish = (changed) => {
      if (done) return;
      done = true;
      observer.disconnect();
      // The next frame is when the browser paints the change.
      requestAnimationFrame(() => setTimeout(() => resolve({ ms: performance.now() - start, changed }), 0));
    };
    const observer = new MutationObserver(() => finish(true));
    observer.observe(grid, { childList: true, subtree: true, characterData: true, attributes: true });
    const start = performance.now();
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // A keystroke that leaves the grid as it was (same results) still counts once React has settled.
    setTimeout(() => finish(false), 1000);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export default {
  name: 'lobby-search',
  async run(ctx) {
    const browser = await chromium.launch({ executablePath: ctx.chromiumPath, args: ctx.chromiumArgs });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(ctx.baseURL + ROUTE, { waitUntil: 'load' });
      const grid = page.getByRole('list', { name: 'Games' });
      const search = page.getByRole('searchbox', { name: 'Search games' });
      await grid.getByRole('listitem').first().waitFor({ timeout: 30_000 });
      // Every page of the category has arrived when the network is quiet.
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
      const nodes = await grid.evaluate((el) => el.querySelectorAll('*').length + 1);
      const total = await page
        .getByText(/\d[\d,.]* games/)
        .first()
        .textContent()
        .catch(() => null);

      const inputHandle = await search.elementHandle();
      const gridHandle = await grid.elementHandle();
      const timings = [];
      for (const value of TYPED) {
        const { ms, changed } = await page.evaluate(typeAndTime, [inputHandle, gridHandle, value]);
        if (changed) timings.push(ms);
        await page.waitForTimeout(120);
      }
      if (timings.length === 0) throw new Error('typing in the search box never changed the grid');
      const typical = median(timings);
      const worst = Math.max(...timings);
      return [
        {
          label: `lobby search to grid  ${ROUTE}`,
          value: typical,
          unit: 'ms',
          budget: `${SEARCH_BUDGET_MS} ms`,
          ok: typical <= SEARCH_BUDGET_MS,
          note: `median of ${timings.length} keystrokes; slowest ${worst.toFixed(1)} ms`,
          details: { timings, category: total },
        },
        {
          label: `lobby grid DOM nodes  ${ROUTE}`,
          value: nodes,
          unit: 'nodes',
          digits: 0,
          budget: `${NODE_BUDGET}`,
          ok: nodes <= NODE_BUDGET,
          note: total ? `category: ${total.trim()}` : undefined,
        },
      ];
    } finally {
      await browser.close();
    }
  },
};
