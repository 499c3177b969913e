import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, fillLoginPopup, loginAs, test } from './fixtures';

// Safer gambling (issue 21): limits that hold before any order, changes that wait their 24 hours, the
// reality check on the page's clock, and a time-out no login gets round until it ends. player01 starts with
// a daily deposit limit of R$ 1,000.00 and R$ 250.00 deposited today (README demo facts).

async function moveMockClock(page: Page, minutes: number) {
  const moved = await page.request.post('/__mock/clock', { data: { advanceMinutes: minutes } });
  expect(moved.ok()).toBe(true);
}

/** Opens Safer gambling from the account menu; answers the member centre. */
async function openSaferGambling(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /account menu/i }).click();
  await header
    .getByRole('list', { name: 'Account menu' })
    .getByRole('button', { name: 'Safer gambling' })
    .click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('region', { name: 'Deposit limits' })).toBeVisible();
  return centre;
}

test('a deposit over what the daily limit leaves is refused before any order, in words', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('MCSFE_depositByLaunchUrl')) orders.push(request.url());
  });
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('radio', { name: 'PIX', exact: true }).check();
  const amount = centre.getByRole('textbox', { name: 'Amount' });
  await amount.fill('800');
  await centre.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(amount).toHaveAccessibleDescription(
    'You have R$ 750.00 left of your daily deposit limit of R$ 1,000.00. Enter R$ 750.00 or less.',
  );
  await expect(amount).toHaveValue('800');
  await expect(centre.getByRole('heading', { name: 'Waiting for your payment' })).toHaveCount(0);
  expect(orders).toEqual([]);
});

test('a lower limit applies at once; a higher one is pending until the mock clock passes 24 hours', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  let centre = await openSaferGambling(page);
  const daily = () => centre.getByRole('region', { name: 'Deposit limits' }).getByRole('listitem').first();
  const field = daily().getByRole('textbox', { name: 'Daily limit' });
  await expect(field).toHaveValue('1000');
  await expect(daily()).toContainText('R$ 250.00 of R$ 1,000.00 used');

  await field.fill('500');
  await daily().getByRole('button', { name: 'Save' }).click();
  await expect(daily().getByRole('status')).toHaveText('Saved: the new limit applies now.');
  await expect(daily()).toContainText('R$ 250.00 of R$ 500.00 used');

  await field.fill('2000');
  await daily().getByRole('button', { name: 'Save' }).click();
  await expect(daily().getByRole('status')).toHaveText(
    'Saved: the change applies from Nov 2, 2026, 12:00 PM UTC, 24 hours from now.',
  );
  await expect(daily()).toContainText('R$ 250.00 of R$ 500.00 used');
  await expect(daily()).toContainText('Change to R$ 2,000.00 from Nov 2, 2026, 12:00 PM UTC');
  await expectNoSeriousA11yViolations(page);

  // A day and a minute on: the raise is the limit, and the new day has used nothing of it.
  await moveMockClock(page, 24 * 60 + 1);
  await page.reload();
  centre = await openSaferGambling(page);
  await expect(daily()).toContainText('R$ 0.00 of R$ 2,000.00 used');
  await expect(daily()).not.toContainText('Change to');
});

test('a 15-minute reality check comes when the page clock has moved 15 minutes, and Log out ends the session', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openSaferGambling(page);
  const reality = centre.getByRole('region', { name: 'Reality check' });
  await reality.getByRole('radio', { name: '15 minutes' }).check();
  await reality.getByRole('button', { name: 'Save' }).click();
  await expect(reality.getByRole('status')).toHaveText('Reality check saved.');
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();

  await page.clock.fastForward('15:00');
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toContainText('You have been playing for 15 minutes.');
  await expect(dialog.getByRole('definition').first()).toHaveText(/^0:15:\d\d$/);
  await expect(dialog.getByRole('definition').nth(1)).toHaveText('R$ 0.00');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('a 24-hour time-out logs out at once, and login is refused with its end until the mock clock passes it', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openSaferGambling(page);
  const pause = centre.getByRole('region', { name: 'Take a break' });
  await pause.getByRole('radio', { name: 'Time-out' }).check();
  await pause.getByRole('combobox', { name: 'For' }).selectOption({ label: '24 hours' });
  await pause.getByLabel('Login password').fill('Player#2026');
  await pause.getByRole('button', { name: 'Start my break' }).click();

  const notice = page.getByRole('dialog', { name: 'Your break has started' });
  await expect(notice).toContainText(
    'You have been logged out. Your time-out ends on Nov 2, 2026, 12:00 PM UTC; until then you cannot log in.',
  );
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: 'Confirm' }).click();
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('player01');
  await login.getByLabel('Password').fill('Player#2026');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText(
    'This account is on a time-out until Nov 2, 2026, 12:00 PM UTC. You can log in again after that.',
  );
  await expect(login.getByLabel('Password')).toHaveValue('Player#2026');

  await moveMockClock(page, 24 * 60 + 1);
  await fillLoginPopup(page, 'player01', 'Player#2026');
});
