import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { settleUntilSwiped, swipe } from './support/swiper';

// A phone's screen is as wide as its viewport (the desktop device's 1920 px screen would be the page's device-width).
test.use({
  viewport: { width: 375, height: 812 },
  screen: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
});

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(
    widths.scroll,
    `page is ${widths.scroll}px wide in a ${widths.client}px viewport`,
  ).toBeLessThanOrEqual(375);
}

test('on a phone the categories move to a drawer that works with the keyboard', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Game categories' })).toBeHidden();
  // Let the vendor menu arrive before measuring: it is what fills the footer.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Slots' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  const menuButton = header.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.focus();
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const categories = drawer.getByRole('navigation', { name: 'Game categories' }).getByRole('link');
  await expect(categories.first()).toHaveText('Hot');
  await expect(categories.last()).toHaveText('Promotions');
  await expect(drawer.getByRole('link', { name: 'Live casino' })).toBeVisible();
  // On phones the language selector lives in the drawer.
  await expect(drawer.getByRole('button', { name: 'Language: English' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Language: English' })).toBeHidden();
  // Focus moved into the drawer.
  await expect(drawer.getByRole('button').or(drawer.getByRole('link')).first()).toBeFocused();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // Choosing a category navigates and closes the drawer.
  await menuButton.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expectNoHorizontalScroll(page);
});

test('the close button and the backdrop close the drawer too', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  await menuButton.click();
  await expect(drawer).toBeVisible();
  // The backdrop is the strip to the right of the panel.
  await page.mouse.click(370, 400);
  await expect(drawer).toBeHidden();
});

test('the logged-in header fits a phone', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('player01');
  await dialog.getByLabel('Password').fill('Player#2026');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(header.getByRole('status')).toHaveText('R$ 12,345.67');
  await expect(header.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the banner and the game rows swipe, and nothing spills sideways', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Featured offers' });
  // Nothing hovers on a phone: swiper comes once the page has settled.
  await settleUntilSwiped(page, banner);
  const dot = (n: number) => banner.getByRole('button', { name: `Go to slide ${n}` });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await swipe(page, banner, -200);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await swipe(page, banner, 200);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  const hot = page.getByRole('list', { name: 'Hot games' });
  await hot.scrollIntoViewIfNeeded();
  const first = hot.getByRole('listitem').first();
  await expect(first).toBeInViewport({ ratio: 1 });
  await swipe(page, hot, -250);
  await expect(first).not.toBeInViewport({ ratio: 1 });
  await expect(hot.getByRole('listitem').nth(3)).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the first banner is on the screen before the app, where the app draws it', async ({
  page,
}) => {
  // The app's code is held back: what shows meanwhile is the boot screen start-up draws (decision 044).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  // Decoration, hidden from assistive technology: found by its place in the boot screen.
  const early = page.locator('#root > .boot-banner > img');
  await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const before = await early.boundingBox();

  release();
  const banner = page.getByRole('img', { name: 'Welcome Bonus 100%' }).first();
  await expect(banner).toBeVisible();
  await expect(early).toHaveCount(0);
  const after = await banner.boundingBox();
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(after![side] - before![side]), side).toBeLessThanOrEqual(1);
  }
});

test("on a phone's first visit the app's code is asked for once the first banner has arrived", async ({
  page,
}) => {
  // Decision 045: the picture has the phone's link to itself; on a wider screen the page names the app's code.
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Welcome Bonus 100%' }).first()).toBeVisible();
  // On the page's own clock: when the picture's download ended and when the app's code was asked for.
  const [picture, app] = await page.evaluate(() =>
    [/\/banner\/101\.\w+$/, /\/assets\/app-[\w-]+\.js$/].map((address) => {
      const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
        address.test(e.name),
      );
      return entry && { asked: entry.startTime, arrived: entry.responseEnd };
    }),
  );
  expect(picture && app).toBeTruthy();
  expect(app!.asked).toBeGreaterThanOrEqual(picture!.arrived);
});
