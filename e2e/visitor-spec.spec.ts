import type { Locator, Page, Request } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

// Issue 9: what a visitor meets on the public site, each against the product.

test.use({ viewport: { width: 1440, height: 900 } });

const cachedLists = [
  '/wps/relay/GCSGAME_hotGamesV2',
  '/wps/relay/GCSGAME_getRankList',
  '/wps/relay/GCSGAME_newGameVendor',
];

/** Resolves once the page has asked for each of `paths`. */
function requestsFor(page: Page, paths: readonly string[]): Promise<Request[]> {
  return Promise.all(paths.map((path) => page.waitForRequest((r) => new URL(r.url()).pathname === path)));
}

/** Scrolls down as a reader does until `target` shows: sections below the fold load as they come near. */
async function scrollTo(page: Page, target: Locator) {
  await expect(async () => {
    if (!(await target.isVisible())) await page.mouse.wheel(0, 500);
    await expect(target).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

test('a gameListCenter address opens the game list of its type, narrowed to its vendor', async ({ page }) => {
  await page.goto('/gameListCenter/haba/rng');
  await expect(page).toHaveURL(/\/rng\?vassalage=HABA$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  const vendors = page.getByRole('group', { name: 'Providers' });
  await expect(vendors.getByRole('button', { name: 'Habanero' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem').first()).toBeVisible();
});

test('a reload asks the server again for hot games, winners and vendors', async ({ page }) => {
  // The winners board loads as it comes near: read down to it, as a visitor does, after each load.
  const biggest = page.getByRole('region', { name: 'Biggest wins' });
  const firstLoad = requestsFor(page, cachedLists);
  await page.goto('/');
  await scrollTo(page, biggest);
  await firstLoad;
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('WINNERS'))).not.toBeNull();

  const reload = requestsFor(page, cachedLists);
  await page.reload();
  await scrollTo(page, biggest);
  await reload;
});

test('free play sends its random string RSA-sealed in a header, and the visitor becomes a trial account', async ({
  page,
}) => {
  await page.goto('/');
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/login/freeplay');
  await page.getByRole('banner').getByRole('button', { name: 'Free play' }).click();
  const call = await sent;
  expect(call.headers()['encryption']).toMatch(/^[0-9a-f]+$/);
  expect(call.headers()['x-gateway-version']).toBe('3');
  // As the reference sends it (product rules: account calls): a plain body, no DES-sealed payload.
  const body = call.postDataJSON() as Record<string, unknown>;
  expect(body).toEqual({ os: expect.any(String), platform: 'W' });
  await expect(page.getByRole('banner').getByRole('button', { name: /Guest \d+/ })).toBeVisible();
});

test('a member who opens /login or /register goes home, with no popup', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tablist', { name: 'Games for you' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('the footer’s Cockfight link and a cockfight drop-menu vendor start a game at once', async ({
  page,
  context,
}) => {
  await page.goto('/promotions');
  await loginAs(page, 'player01', 'Player#2026');

  const fromFooter = context.waitForEvent('page');
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Products' })
    .getByRole('link', { name: 'Cockfight' })
    .click();
  const footerGame = await fromFooter;
  await expect(footerGame).toHaveURL(/\/launch\/play\?.*mode=real/);
  await footerGame.close();
  await expect(page).toHaveURL(/\/promotions$/);

  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Game categories' });
  await nav.getByRole('link', { name: 'Cockfight', exact: true }).hover();
  const fromMenu = context.waitForEvent('page');
  await nav
    .getByRole('list', { name: 'Cockfight' })
    .getByRole('link', { name: /DIG Cockfight/ })
    .click();
  const menuGame = await fromMenu;
  await expect(menuGame).toHaveURL(/\/launch\/play\?.*mode=real/);
  await expect(page).toHaveURL(/\/promotions$/);
});
