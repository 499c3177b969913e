import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import type { Page } from '@playwright/test';
import { reachForSwiper } from './support/swiper';

test.use({ viewport: { width: 1440, height: 900 } });

const grid = (page: Page) => page.getByRole('list', { name: 'Games' });
const categories = (page: Page) => page.getByRole('group', { name: 'Categories' });
const vendors = (page: Page) => page.getByRole('group', { name: 'Providers' });
const countText = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /[\d,]+ games?$/ })
    .first();
const gamesCount = async (page: Page) =>
  Number((await countText(page).textContent())!.match(/([\d,]+) games?$/)![1]!.replace(/,/g, ''));

test('a visitor filters the slots lobby by vendor and category, searches, and goes back', async ({
  page,
}) => {
  await page.goto('/rng');
  await expect(grid(page).getByRole('listitem').first()).toBeVisible();
  await expect(countText(page)).toHaveText('1,764 games');
  await expect(categories(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await vendors(page).getByRole('button', { name: 'PG Soft' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await expect(vendors(page).getByRole('button', { name: 'PG Soft' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(countText(page)).toHaveText(/^PG Soft · [\d,]+ games$/);
  const pg = await gamesCount(page);
  for (const vendor of await grid(page).getByRole('listitem').locator('p:last-child').allTextContents()) {
    expect(vendor).toBe('PG Soft');
  }

  await categories(page).getByRole('button', { name: 'Jackpot' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG&gameClassify=JP$/);
  await expect(categories(page).getByRole('button', { name: 'Jackpot' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => gamesCount(page)).toBeLessThan(pg);

  // The back button steps back through the filters.
  await page.goBack();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await expect(categories(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => gamesCount(page)).toBe(pg);

  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill('dragon');
  await expect.poll(() => gamesCount(page)).toBeLessThan(pg);
  const names = await grid(page)
    .getByRole('button', { name: /^Play / })
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('dragon');
  await search.fill('zzzz-none');
  await expect(page.getByText('No game matches “zzzz-none”.')).toBeVisible();

  await search.fill('');
  await expectNoSeriousA11yViolations(page);
});

test('the category bar slides with its arrows and returns to the first item when the vendor changes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/rng');
  const bar = categories(page);
  await reachForSwiper(bar);
  const first = bar.getByRole('button', { name: 'All', exact: true });
  const next = page.getByRole('button', { name: 'Next categories' });
  await expect(first).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Previous categories' })).toBeDisabled();

  await next.click();
  await expect(first).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Previous categories' })).toBeEnabled();

  await vendors(page).getByRole('button', { name: 'PG Soft' }).click();
  await expect(vendors(page).getByRole('button', { name: 'PG Soft' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Back at the first item, though the vendor's categories still overflow the bar.
  await expect(first).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Previous categories' })).toBeDisabled();
  await expect(next).toBeEnabled();
});

test('the grid stays small while scrolling through 1,764 slots', async ({ page }) => {
  await page.goto('/rng');
  await expect(grid(page).getByRole('listitem').first()).toBeVisible();
  const before = await grid(page).getByRole('listitem').count();
  expect(before).toBeLessThan(100);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(grid(page).locator('[aria-posinset="1764"]')).toBeVisible();
  expect(await grid(page).getByRole('listitem').count()).toBeLessThan(100);
  expect(await grid(page).evaluate((el) => el.querySelectorAll('*').length)).toBeLessThan(1500);
});

test('a member adds and removes a favourite, rapid clicks counting once', async ({ page }) => {
  await page.goto('/rng?vassalage=SPADE');
  await loginAs(page, 'player01', 'Player#2026');
  const first = grid(page).getByRole('listitem').first();
  const heart = first.getByRole('button', { name: /favourites$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const name = (await first.getByRole('button', { name: /^Play / }).getAttribute('aria-label'))!.slice(5);

  const calls: string[] = [];
  page.on('request', (r) => {
    if (/MCSFE_(add|remove)FavoriteGameV2/.test(r.url())) calls.push(r.method());
  });
  const added = page.waitForResponse(/MCSFE_addFavoriteGameV2/);
  // Three clicks as fast as a hand makes them (Playwright's own click waits for the heart's pop animation).
  const box = (await heart.boundingBox())!;
  for (let i = 0; i < 3; i += 1) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName(`Remove ${name} from favourites`);
  // Clicks two and three came within the throttle's second: a counted one would have sent a call of its own
  // from its click handler, before the clicks above returned. The list is checked whole again at the end.
  await added;
  expect(calls).toEqual(['POST']);

  // The favourites page lists it.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account menu/i })
    .click();
  await page.goto('/fav');
  const favGrid = grid(page);
  await expect(favGrid.getByRole('button', { name: `Play ${name}` })).toBeVisible();
  await expect(countText(page)).toHaveText('13 games');

  // page.goto loaded the app afresh, so the favourite throttle starts over: this click counts at once.
  await favGrid.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(favGrid.getByRole('button', { name: `Play ${name}` })).toBeHidden();
  await expect(countText(page)).toHaveText('12 games');
  await expect.poll(() => calls).toEqual(['POST', 'DELETE']);
  await page.reload();
  await expect(countText(page)).toHaveText('12 games');
});

test('the sports centre lists its vendors, and a vendor card opens its game list popup', async ({ page }) => {
  await page.goto('/sports');
  const cards = page.getByRole('list', { name: 'Game providers' });
  await expect(cards.getByRole('button')).toHaveCount(3);
  await expect(cards.getByRole('button', { name: /SBOBET/ })).toBeVisible();

  await page
    .getByRole('list', { name: 'Slots' })
    .getByRole('button', { name: /Habanero/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Habanero games' });
  await expect(dialog.getByRole('list', { name: 'Games' }).getByRole('listitem').first()).toBeVisible();
  await expect(dialog.getByText('150 games')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search games' }).fill('<b>');
  await expect(dialog.getByText('1 game', { exact: true })).toBeVisible();
  await expect(dialog.getByText('<b>Lucky</b> & "Gold"', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a visitor sees a login prompt on /fav', async ({ page }) => {
  await page.goto('/fav');
  await expect(page.getByText('Log in to see this list')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
