import { expect, expectNoSeriousA11yViolations, fillLoginPopup, loginAs, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('the lottery entry goes to the Vietnam lottery page, which needs a login', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Game categories' });
  // The mock's first lottery vendor is TCG_LOTTO_VN: the entry leads to the Vietnam lottery page.
  const lottery = nav.getByRole('link', { name: 'Lottery', exact: true });
  await expect(lottery).toHaveAttribute('href', '/vnLottery');

  // A visitor is sent to the login popup and, once logged in, on to the page.
  await lottery.click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLoginPopup(page, 'player01', 'Player#2026');
  await expect(page).toHaveURL(/\/vnLottery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Lottery games' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a visitor who opens /seaLottery lands on the login popup', async ({ page }) => {
  await page.goto('/seaLottery');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('player01 enters a lottery lobby in a new tab', async ({ page, context }) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  await page.goto('/vnLottery');
  const list = page.getByRole('navigation', { name: 'Lottery games' });
  await list
    .getByRole('link', { name: /Pk10 Racing/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: /Pk10 Racing/ })).toBeVisible();
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=TCG_LOTTO_VN_ELOTT_/);
  await expect(page.getByRole('heading', { name: 'Latest draws' })).toBeVisible();

  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Enter lobby' }).click();
  const game = await opened;
  await expect(game).toHaveURL(/\/launch\/play\?.*lotto=TCG_LOTTO_VN_ELOTT_/);
  expect(game.url()).toContain('view=lobby');
  expect(game.url()).toContain('prizeMode=ELOTT');
  await game.close();
});

test('a cockfight click starts the first cockfight game directly', async ({ page, context }) => {
  await page.goto('/promotions');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Game categories' });
  const cockfight = nav.getByRole('link', { name: 'Cockfight', exact: true });

  // A visitor gets the login popup and stays where they were.
  await cockfight.click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/promotions$/);
  await fillLoginPopup(page, 'player01', 'Player#2026');

  const opened = context.waitForEvent('page');
  await cockfight.click();
  const game = await opened;
  await expect(game).toHaveURL(/\/launch\/play\?.*nodeId=\d+/);
  await expect(game.getByText('DS88 Sabong').first()).toBeVisible();
  await expect(page).toHaveURL(/\/promotions$/);
  await game.close();
});
