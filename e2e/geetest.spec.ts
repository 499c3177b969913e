import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { watchPolicyViolations } from './support/policy-violations';

test.use({ viewport: { width: 1440, height: 900 } });

const header = (page: Page) => page.getByRole('banner');
const securityCheck = (page: Page) => page.getByRole('dialog', { name: 'Security check' });
const loader = (page: Page) => page.locator('script[src*="geetest/gt4.js"]');

async function passCheck(page: Page) {
  const check = securityCheck(page);
  await check.getByRole('button', { name: 'I am human' }).click();
  await expect(check).toBeHidden();
}

async function sendLogin(dialog: Locator) {
  await dialog.getByLabel('Username').fill('player01');
  await dialog.getByLabel('Password').fill('Player#2026');
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

async function openLogin(page: Page) {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectLoggedIn(page: Page, account: string) {
  await expect(header(page).getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('account'))).toBe(account);
}

test('a site without Geetest loads nothing of it', async ({ page }) => {
  const dialog = await openLogin(page);
  await sendLogin(dialog);
  await expectLoggedIn(page, 'player01');
  await expect(loader(page)).toHaveCount(0);
});

test('on a site that requires Geetest, a visitor logs in through the stand-in', async ({ page, mock }) => {
  await mock.scenario({ geetest: true });
  const violations = await watchPolicyViolations(page);
  const dialog = await openLogin(page);
  await expect(loader(page)).toHaveCount(0);
  await sendLogin(dialog);
  await expect(securityCheck(page)).toBeVisible();
  await expect(securityCheck(page).getByRole('button', { name: 'I am human' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await passCheck(page);
  // The mock decrypts the login and refuses one without the pass it issued: being in proves the fields arrived.
  await expectLoggedIn(page, 'player01');
  expect(await violations()).toEqual([]);
});

test('a refusal naming Geetest asks for the check again, keeping the typed username', async ({
  page,
  mock,
}) => {
  await mock.scenario({ geetest: true, geetestRefusals: 1 });
  const dialog = await openLogin(page);
  await sendLogin(dialog);
  await passCheck(page);
  await expect(dialog.getByRole('alert')).toHaveText(
    'The security check has to be done again. Please complete it to continue.',
  );
  await expect(securityCheck(page)).toBeVisible();
  await expect(dialog.getByLabel('Username')).toHaveValue('player01');
  await passCheck(page);
  await expectLoggedIn(page, 'player01');
});

test('closing the check keeps the form and says why nothing was sent', async ({ page, mock }) => {
  await mock.scenario({ geetest: true });
  const dialog = await openLogin(page);
  await sendLogin(dialog);
  await securityCheck(page).press('Escape');
  await expect(securityCheck(page)).toBeHidden();
  // Escape closed the check only, not the login popup under it.
  await expect(dialog.getByRole('alert')).toHaveText(
    'The security check was not completed. Send the form again when you are ready.',
  );
  await expect(dialog.getByLabel('Username')).toHaveValue('player01');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await passCheck(page);
  await expectLoggedIn(page, 'player01');
});

test('registration on a Geetest site passes the check and logs the new member in', async ({ page, mock }) => {
  await mock.scenario({ geetest: true });
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByRole('button', { name: 'Create account' })).toBeVisible();
  const field = (label: string) => dialog.getByLabel(label, { exact: true }).and(dialog.locator('input'));
  await field('Username').fill('geetest01');
  await field('Password').fill('Brand#New2026');
  await field('Confirm password').fill('Brand#New2026');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await passCheck(page);
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page, 'geetest01');
});
