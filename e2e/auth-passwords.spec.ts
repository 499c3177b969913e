import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const header = (page: Page) => page.getByRole('banner');

async function submitLogin(page: Page, username: string, password: string) {
  await header(page).getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function expectLoggedIn(page: Page, account: string) {
  await expect(header(page).getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('account'))).toBe(account);
}

test('newbie01 must change the default password; the popup works by keyboard alone', async ({ page }) => {
  await page.goto('/promotions');
  await submitLogin(page, 'newbie01', 'Welcome#0000');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toHaveValue('newbie01');
  await expect(dialog.getByLabel('Username')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Current password')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('New password', { exact: true })).toBeFocused();
  await page.keyboard.type('Newbie#2026');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Newbie#2027');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Confirmation entry incorrect.')).toBeVisible();
  // The failed field has the focus: select what was typed there and type it again.
  await expect(dialog.getByLabel('Repeat new password')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Newbie#2026');
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page, 'newbie01');
});

test('a pending change survives a reload: nothing of the member is reachable until it is done', async ({
  page,
}) => {
  await page.goto('/');
  await submitLogin(page, 'newbie01', 'Welcome#0000');
  await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();

  const memberCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/wps\/(member\/info|v2\/wallets\/balance)/.test(request.url())) memberCalls.push(request.url());
  });
  await page.goto('/lottery');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  // The members' page is not reached: the change opens over the home page, and cannot be closed.
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(header(page).getByRole('button', { name: /account menu/i })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Current password').fill('Welcome#0000');
  await dialog.getByLabel('New password', { exact: true }).fill('Newbie#2026');
  await dialog.getByLabel('Repeat new password').fill('Newbie#2026');
  expect(memberCalls).toEqual([]);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page, 'newbie01');
  await page.goto('/lottery');
  await expect(page.getByRole('heading', { name: 'Lottery', level: 1 })).toBeVisible();
});

test('logging out is the one way out of a forced change', async ({ page }) => {
  await page.goto('/');
  await submitLogin(page, 'newbie01', 'Welcome#0000');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('expired01 chooses a new password and is logged in with it', async ({ page }) => {
  await page.goto('/');
  await submitLogin(page, 'expired01', 'Expired#2026');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog.getByText(/Your password has expired/)).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('Renewed#2026');
  await dialog.getByLabel('Repeat new password').fill('Renewed#2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page, 'expired01');
});

test('forgot by e-mail, by keyboard alone: confirmation shown, then closed', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Forgot password?' }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog.getByRole('tab', { name: 'By phone' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'By e-mail' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('player01');
  await page.keyboard.press('Tab');
  await page.keyboard.type('player01@example.com');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('status')).toContainText('instructions to reset your password');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
});

test('forgot by phone: SMS code, new password, logged in and home', async ({ page, mock }) => {
  await page.goto('/promotions');
  await header(page).getByRole('button', { name: 'Login', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Mobile number').fill('11987654321');
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await mock.latestSms('11987654321'));
  await dialog.getByLabel('New password', { exact: true }).fill('Phone#2026');
  await dialog.getByRole('button', { name: 'Reset and log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page, 'player01');
});

test('the phone option is absent when the site flag is off', async ({ page, mock }) => {
  await mock.scenario({ flags: { MOBILENUMPASSREG3: false } });
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Login', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveCount(0);
  await expect(dialog.getByLabel('Mobile number')).toHaveCount(0);
});
