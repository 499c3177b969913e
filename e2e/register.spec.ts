import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const password = 'Brand#New2026';

async function openRegister(page: Page, path = '/register') {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByRole('button', { name: 'Create account' })).toBeVisible();
  return dialog;
}

const field = (dialog: Locator, label: string) =>
  dialog.getByLabel(label, { exact: true }).and(dialog.locator('input'));

async function expectLoggedIn(page: Page, dialog: Locator) {
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /account menu/i })).toBeVisible();
}

async function logOut(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /account menu/i }).click();
  await header.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
}

test('registers by username, then logs out and logs in with the new account', async ({ page }) => {
  const dialog = await openRegister(page);
  await field(dialog, 'Username').fill('e2eplayer01');
  await field(dialog, 'Password').fill(password);
  await field(dialog, 'Confirm password').fill(password);
  await field(dialog, 'Email').fill('e2e@example.com');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectLoggedIn(page, dialog);
  await expect(page.getByRole('banner')).toContainText('e2eplayer01');

  await logOut(page);
  await loginAs(page, 'e2eplayer01', password);
});

test('registers by mobile with the SMS code, then logs in with the new account', async ({ page, mock }) => {
  const mobile = '11966667777';
  const dialog = await openRegister(page);
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(dialog, 'Username')).toHaveCount(0);
  await expect(dialog.getByLabel('Country dialing code')).toHaveValue('55');
  await field(dialog, 'Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await expect(dialog.getByRole('status')).toHaveText(`We sent a code to +55 ${mobile}.`);
  const code = await mock.latestSms(mobile);
  await field(dialog, 'Verification code').fill(code);
  await field(dialog, 'Password').fill(password);
  await field(dialog, 'Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectLoggedIn(page, dialog);

  await logOut(page);
  // A mobile registration's account name is the number with an m in front.
  await loginAs(page, `m${mobile}`, password);
});

test('prefills the affiliate code from the address and rejects an invalid one', async ({ page }) => {
  let dialog = await openRegister(page, '/register?affiliateCode=AG2026');
  await expect(field(dialog, 'Invitation code')).toHaveValue('AG2026');

  dialog = await openRegister(page, '/register?affiliateCode=NOPE99');
  await expect(field(dialog, 'Invitation code')).toHaveValue('NOPE99');
  await field(dialog, 'Username').fill('e2eplayer02');
  await field(dialog, 'Password').fill(password);
  await field(dialog, 'Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  // Product rules: messages and errors: a warning popup with the invitation-code-error text, then back to the marked field.
  const warning = page.getByRole('dialog', { name: 'Prompt' });
  await expect(warning).toContainText('Invalid invitation code.');
  await warning.getByRole('button', { name: 'Confirm' }).click();
  await expect(warning).toBeHidden();
  await expect(field(dialog, 'Invitation code')).toHaveAccessibleDescription('Invalid invitation code.');
  await expect(field(dialog, 'Invitation code')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(dialog, 'Invitation code')).toBeFocused();
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'Username')).toHaveValue('e2eplayer02');
});

test('the register popup has no serious accessibility violation, also with errors shown', async ({
  page,
}) => {
  // Three axe runs over the long form and the page behind it: on a busy machine they outlast 30 s.
  test.slow();
  const dialog = await openRegister(page);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(field(dialog, 'Username')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await expectNoSeriousA11yViolations(page);
});

test('works by keyboard alone: tab through the fields and submit with Enter', async ({ page }) => {
  const dialog = await openRegister(page);
  // Focus starts on the first field; the tabs come before it and arrow keys switch between them.
  await expect(field(dialog, 'Username')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const usernameTab = dialog.getByRole('tab', { name: 'Username' });
  await expect(usernameTab).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toBeFocused();
  await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(usernameTab).toBeFocused();
  await expect(usernameTab).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Tab');
  await expect(field(dialog, 'Username')).toBeFocused();
  await page.keyboard.type('e2ekeys01');
  await page.keyboard.press('Tab');
  await expect(field(dialog, 'Password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Tab'); // the show-password toggle
  await expect(dialog.getByRole('button', { name: 'Show password' }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(dialog, 'Confirm password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expectLoggedIn(page, dialog);
  await expect(page.getByRole('banner')).toContainText('e2ekeys01');
});

test('Escape closes the popup', async ({ page }) => {
  const dialog = await openRegister(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
