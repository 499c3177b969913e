import { expect, expectNoSeriousA11yViolations, fillLoginPopup, loginAs, test } from './fixtures';

const FOREIGN = 'https://games.vendor.example';

test('a seamless game plays in the page', async ({ page }) => {
  await page.goto('/inHouse');
  await loginAs(page, 'player01', 'Player#2026');
  const tile = page.getByRole('list', { name: 'Games' }).getByRole('listitem').first();
  await tile.hover();
  const play = tile.getByRole('button', { name: /^Play / });
  const name = (await play.getAttribute('aria-label'))!.slice('Play '.length);
  await play.click();

  await expect(page).toHaveURL(/\/seamless\?/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The game's own page, inside the portal's.
  const game = page.frameLocator(`iframe[title="${name}, the game"]`);
  await expect(game.getByRole('heading', { name })).toBeVisible();
  await expect(game.getByText('real', { exact: true })).toBeVisible();
  // The mock's game is on the portal's own origin: framed with its scripts but not its origin, so it
  // cannot read the portal's storage (decision 049).
  const frame = page.locator(`iframe[title="${name}, the game"]`);
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).not.toHaveAttribute('sandbox', /allow-same-origin/);
  expect(await game.locator('body').evaluate(() => window.origin)).toBe('null');
  // The balance stays in view, and no token travels in the address.
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('R$ 12,345.67');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(page.url()).not.toContain(token!);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Back to the lobby' }).click();
  await expect(page).toHaveURL(/\/rng$/);
});

test('a game whose host may not be framed is offered in a tab of its own', async ({
  page,
  context,
  mock,
}) => {
  await mock.scenario({ seamlessHost: 'foreign' });
  await context.route(`${FOREIGN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Vendor game</title><h1>Vendor game</h1>',
    }),
  );
  await page.goto('/inHouse');
  await loginAs(page, 'player01', 'Player#2026');
  const tile = page.getByRole('list', { name: 'Games' }).getByRole('listitem').first();
  await tile.hover();
  await tile.getByRole('button', { name: /^Play / }).click();

  await expect(page.getByText('This game plays in a tab of its own')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Open the game in a new tab' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`^${FOREIGN}/launch/play\\?.*mode=real`));
});

test('a visitor plays a free trial in the page, and landing on a real game is asked to log in first', async ({
  page,
}) => {
  await page.goto('/inHouse');
  const tile = page.getByRole('list', { name: 'Games' }).getByRole('listitem').first();
  await tile.hover();
  const trial = tile.getByRole('button', { name: /^Free trial / });
  const name = (await trial.getAttribute('aria-label'))!.slice('Free trial '.length);
  await trial.click();
  await expect(page).toHaveURL(/\/seamless\?.*freeTrial=1/);
  const game = page.frameLocator(`iframe[title="${name}, the game"]`);
  await expect(game.getByText('demo', { exact: true })).toBeVisible();

  // The same game's real round, reached by its address: the login popup first, then the game.
  const real = new URL(page.url());
  real.searchParams.delete('freeTrial');
  await page.goto(real.pathname + real.search);
  await expect(page.getByText(`Log in to play ${name}`)).toBeVisible();
  await fillLoginPopup(page, 'player01', 'Player#2026');
  await expect(game.getByText('real', { exact: true })).toBeVisible();
});
