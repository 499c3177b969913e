import { chromium } from '@playwright/test';

// The member centre figures of issue 10:
// - from a click on My account (the header's account menu) to the centre's content on screen, on the
//   mobile preset (Lighthouse's: a 4x slower CPU and slow 4G, at 375 px);
// - from a change of the betting record's date filter to the table on screen, over player01's 60 days;
// and of issue 31: from a click on Deposit (the account menu) to the cashier's deposit methods on screen, on
// the same mobile preset. The cashier asks two calls one after the other (the site's deposit settings, then
// the channels, as the platform's member centre does), so its budget holds one round trip more.
const OPEN_BUDGET_MS = 500;
const CASHIER_BUDGET_MS = 800;
const FILTER_BUDGET_MS = 100;
const OPEN_RUNS = 5;
// Each click is one measured change; every preset gives the table other rows than the one before.
const PRESETS = [
  'Last 30 days',
  'Last 7 days',
  'Yesterday',
  'Last 30 days',
  'Today',
  'Last 7 days',
  'Yesterday',
];

// Lighthouse's mobile preset (simulated slow 4G: 150 ms, 1.6 Mbps down, 750 kbps up, 4x CPU).
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/* global document, requestAnimationFrame */
/**
 * Runs in the page: clicks, then resolves on the first frame where the change is on screen: for 'open',
 * the centre's first page shows the member's details under "Your details"; for 'filter', the betting
 * record's body holds other rows than it did at the click.
 */
function clickAndTime([target, kind, before]) {
  const done = () => {
    if (kind === 'open') {
      return [...document.querySelectorAll('[role="dialog"] h4')].some(
        (h) => h.textContent === 'Your details' && h.closest('section')?.querySelector('dl dd') !== null,
      );
    }
    if (kind === 'cashier') {
      return [...document.querySelectorAll('[role="dialog"] fieldset legend')].some(
        (legend) =>
          legend.textContent === 'Deposit method' &&
          legend.closest('fieldset')?.querySelector('input[type="radio"]') !== null,
      );
    }
    const body = document.querySelector('[role="dialog"] table tbody');
    return body !== null && body.textContent !== before;
  };
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const give = setTimeout(() => reject(new Error(`${kind}: the page never changed`)), 15_000);
    const check = () => {
      if (done()) {
        clearTimeout(give);
        resolve(performance.now() - start);
      } else requestAnimationFrame(check);
    };
    target.click();
    requestAnimationFrame(check);
  });
}

async function login(page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('player01');
  await dialog.getByLabel('Password').fill('Player#2026');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await header.getByRole('button', { name: /account menu/i }).waitFor({ timeout: 30_000 });
}

/**
 * A member who has closed this session's announcements (they open once per session and would cover the
 * menu): what the measures time is reaching for the member centre, not reading the news.
 */
async function announcementsRead(context) {
  await context.addInitScript(() => {
    for (const audience of ['A', 'B', 'F']) sessionStorage.setItem(`announcementPopup.${audience}`, 'closed');
  });
}

async function openFigure(ctx, browser, figure) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await announcementsRead(context);
  const page = await context.newPage();
  try {
    await page.goto(ctx.baseURL + '/', { waitUntil: 'load' });
    await login(page);
    // What a member's browser has done by the time they reach for the menu: the page has settled.
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const header = page.getByRole('banner');
    const timings = [];
    for (let run = 0; run < OPEN_RUNS; run += 1) {
      await header.getByRole('button', { name: /account menu/i }).click();
      const entry = header
        .getByRole('list', { name: 'Account menu' })
        .getByRole('button', { name: figure.entry, exact: true });
      const handle = await entry.elementHandle();
      timings.push(await page.evaluate(clickAndTime, [handle, figure.kind, null]));
      const centre = page.getByRole('dialog', { name: 'Member centre' });
      await centre.getByRole('button', { name: 'Close' }).click();
      await centre.waitFor({ state: 'hidden' });
    }
    const worst = Math.max(...timings);
    return {
      label: figure.label,
      value: worst,
      unit: 'ms',
      budget: `${figure.budgetMs} ms`,
      ok: worst <= figure.budgetMs,
      note: `slowest of ${OPEN_RUNS} openings (first ${timings[0].toFixed(0)} ms, median ${median(timings).toFixed(0)} ms)`,
      details: { timings },
    };
  } finally {
    await context.close();
  }
}

async function filterFigure(ctx, browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await announcementsRead(context);
  const page = await context.newPage();
  try {
    await page.goto(ctx.baseURL + '/', { waitUntil: 'load' });
    await login(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /account menu/i }).click();
    await header
      .getByRole('list', { name: 'Account menu' })
      .getByRole('button', { name: 'Betting record' })
      .click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await centre.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });

    const timings = [];
    for (const preset of PRESETS) {
      const button = centre.getByRole('button', { name: preset, exact: true });
      const before = await centre.locator('table tbody').textContent();
      const handle = await button.elementHandle();
      timings.push(await page.evaluate(clickAndTime, [handle, 'filter', before]));
      await page.waitForTimeout(150);
    }
    const typical = median(timings);
    return {
      label: 'records date filter to table  betting record, 60 days',
      value: typical,
      unit: 'ms',
      budget: `${FILTER_BUDGET_MS} ms`,
      ok: typical <= FILTER_BUDGET_MS,
      note: `median of ${timings.length} changes; slowest ${Math.max(...timings).toFixed(1)} ms`,
      details: { timings, presets: PRESETS },
    };
  } finally {
    await context.close();
  }
}

const centreOpen = {
  entry: 'My account',
  kind: 'open',
  label: 'member centre open  My account, mobile',
  budgetMs: OPEN_BUDGET_MS,
};
const cashierOpen = {
  entry: 'Deposit',
  kind: 'cashier',
  label: 'cashier open  Deposit, mobile',
  budgetMs: CASHIER_BUDGET_MS,
};

export default {
  name: 'member-centre',
  async run(ctx) {
    const browser = await chromium.launch({ executablePath: ctx.chromiumPath, args: ctx.chromiumArgs });
    try {
      return [
        await openFigure(ctx, browser, centreOpen),
        await openFigure(ctx, browser, cashierOpen),
        await filterFigure(ctx, browser),
      ];
    } finally {
      await browser.close();
    }
  },
};
