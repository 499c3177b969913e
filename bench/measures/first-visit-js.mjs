import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { routes } from '../routes.mjs';

// Everything a browser would run as JavaScript: scripts, module preloads and workers. Decided by the
// content type first and the URL second, because modulepreload requests are not typed "script".
function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  if (/javascript|ecmascript/i.test(type)) return true;
  return /\.m?js$/.test(new URL(response.url()).pathname);
}

/** A built file's chunk name, without its content hash: `assets/modal-DHECH5zM.js` is `modal`. */
function chunkName(url) {
  return new URL(url).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.m?js$/, '');
}

/** How long a settled page is watched for code it loads on its own afterwards. */
const SETTLE_MS = 6_000;

/* global window, document, MutationObserver */
/**
 * Runs in the page before its own scripts: keeps the first largest-contentful-paint time, and the time a
 * dialog first entered the page (on the page's clock, so not as late as the test runner's polling sees it).
 */
function watchLargestPaint() {
  window.__largestPaint = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__largestPaint ??= entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__dialogShown = null;
  const dialogs = new MutationObserver(() => {
    if (!document.querySelector('dialog, [role="dialog"]')) return;
    window.__dialogShown = performance.now();
    dialogs.disconnect();
  });
  dialogs.observe(document, { childList: true, subtree: true });
}

/**
 * Runs in the page: when its first screen was on the glass (the app's own `portal:first-screen` mark, set
 * where the parts deferred past the first paint are released; the first largest paint where it is missing)
 * and when each resource was requested, both on the page's own clock.
 */
function readTimings() {
  const mark = performance.getEntriesByName('portal:first-screen', 'mark')[0];
  return {
    largestPaint: mark ? mark.startTime : window.__largestPaint,
    requested: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]),
  };
}

/**
 * Opens `url` in a fresh context (empty cache) and returns the JavaScript it downloaded until network idle,
 * each file marked `beforePaint` when it was requested before the first screen was painted (the code the
 * first screen waits for) rather than after it (code loaded once the page is on screen).
 */
async function firstVisit(browser, url, route) {
  const context = await browser.newContext();
  const bodies = new Map(); // url -> Promise<Buffer | null>; a URL fetched twice is downloaded once
  context.on('response', (response) => {
    if (!response.ok() || !isJavaScript(response) || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  const page = await context.newPage();
  await page.addInitScript(watchLargestPaint);
  let note = '';
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    // A screen whose first content is a dialog (a guarded route landing on the login popup) is on the
    // glass when the dialog is: everything asked for until then counts, however the paints fall.
    let dialogShownAt = null;
    if (route.firstScreen === 'dialog') {
      await page.getByRole('dialog').first().waitFor({ timeout: 15_000 });
      dialogShownAt = await page.evaluate(() => window.__dialogShown ?? performance.now());
    }
    // Network idle is when lazy page chunks have arrived; a page that polls may never be idle, so cap it.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {
      note = 'network never idle within 15 s';
    });
    // Code wanted once the page has settled (swiper taking over the carousels) comes a few seconds after
    // the network first goes quiet: give it that time, so the after-paint figure holds it too.
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const timings = await page.evaluate(readTimings);
    const largestPaint = dialogShownAt ?? timings.largestPaint;
    const requested = timings.requested;
    const requestedAt = new Map(requested);
    if (largestPaint === null)
      note = [note, 'no largest paint seen: every file counted as before it'].join(' ');
    const files = [];
    for (const [fileUrl, body] of bodies) {
      const buffer = await body;
      if (!buffer) continue;
      const at = requestedAt.get(fileUrl);
      const beforePaint = largestPaint === null || at === undefined || at <= largestPaint;
      // gzip computed here, not read from headers: the preview server may or may not compress.
      files.push({ url: fileUrl, raw: buffer.length, gzip: gzipSync(buffer).length, beforePaint });
    }
    return { files, note, finalUrl: page.url() };
  } finally {
    await context.close();
  }
}

export default {
  name: 'first-visit-js',
  async run(ctx) {
    const browser = await chromium.launch({ executablePath: ctx.chromiumPath, args: ctx.chromiumArgs });
    const results = [];
    try {
      for (const route of routes) {
        const { files, note, finalUrl } = await firstVisit(browser, ctx.baseURL + route.path, route);
        const kB = (list, key = 'gzip') => list.reduce((sum, f) => sum + f[key], 0) / 1000;
        const critical = files.filter((f) => f.beforePaint);
        const later = files.filter((f) => !f.beforePaint);
        const gzipKB = kB(critical);
        const laterKB = kB(later);
        // A guarded route sends a visitor elsewhere (to /login): say so, the figure is that page's.
        const landedOn = new URL(finalUrl).pathname + new URL(finalUrl).search;
        const redirected = new URL(finalUrl).pathname !== new URL(ctx.baseURL + route.path).pathname;
        const rawKB = kB(critical, 'raw');
        results.push({
          label: `first-visit JS  ${route.path}`,
          value: gzipKB,
          unit: 'kB gzip',
          budget: `${route.budgetKB} kB`,
          ok: gzipKB <= route.budgetKB,
          note: [redirected ? `landed on ${landedOn}` : '', note].filter(Boolean).join('; ') || undefined,
          details: {
            files: files.length,
            rawKB,
            landedOn,
            scripts: critical.map((f) => ({ path: new URL(f.url).pathname, gzipKB: f.gzip / 1000 })),
          },
        });
        results.push({
          label: `after first paint JS  ${route.path}`,
          value: laterKB,
          unit: 'kB gzip',
          budget: `${route.afterPaintKB} kB`,
          ok: laterKB <= route.afterPaintKB,
          // What the page loads once it is on screen, largest first: where a growing figure comes from.
          note: later
            .toSorted((a, b) => b.gzip - a.gzip)
            .slice(0, 4)
            .map((f) => `${chunkName(f.url)} ${(f.gzip / 1000).toFixed(1)}`)
            .join(', '),
          details: {
            files: later.length,
            scripts: later.map((f) => ({ path: new URL(f.url).pathname, gzipKB: f.gzip / 1000 })),
          },
        });
      }
    } finally {
      await browser.close();
    }
    return results;
  },
};
