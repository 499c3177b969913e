import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const header = (page: Page) => page.getByRole('banner');
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

async function openLogin(page: Page) {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
  return loginDialog(page);
}

async function expectLoggedIn(page: Page, account: string) {
  await expect(header(page).getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('account'))).toBe(account);
}

test('player01 logs in through the popup, which passes axe', async ({ page }) => {
  const dialog = await openLogin(page);
  await expect(dialog.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Sealed as the live clients seal it; the mock, as a strict gateway, refuses any other X-Digest.
  const sealed = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/login');
  await loginAs(page, 'player01', 'Player#2026');
  await expectLoggedIn(page, 'player01');
  const login = await sealed;
  const body = login.postDataJSON() as { value: string };
  expect(body.value).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(await login.headerValue('X-Digest')).toBe(body.value);
  expect(await login.headerValue('X-RSA')).toMatch(/^[0-9a-f]{256}$/);
});

test('the login popup works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Login', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = loginDialog(page);
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('tab', { name: 'Account' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('player01');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Player#2026');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page, 'player01');
});

test('a wrong password, then the captcha, then in', async ({ page, mock }) => {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill('player01');
  await dialog.getByLabel('Password').fill('not-the-password');
  const submit = dialog.getByRole('button', { name: 'Log in', exact: true });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password.');
  await expect(dialog.getByLabel('Captcha', { exact: true })).toHaveCount(0);
  await expect(submit).toBeEnabled();

  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the captcha to continue.');
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await expect(dialog.getByLabel('Username')).toHaveValue('player01');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Password').fill('Player#2026');
  await dialog.getByLabel('Captcha', { exact: true }).fill(await mock.latestCaptcha());
  await submit.click();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page, 'player01');
});

test('SMS login with the code read through the control API', async ({ page, mock }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'SMS code' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Country dialing code' })).toHaveValue('55');
  await dialog.getByLabel('Mobile number').fill('11987654321');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await mock.latestSms('11987654321'));
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page, 'player01');
});

test('remember me keeps the username for next time, never the password', async ({ page, context }) => {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill('player01');
  await dialog.getByLabel('Password').fill('Player#2026');
  await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectLoggedIn(page, 'player01');
  const cookie = (await context.cookies()).find((c) => c.name === 'rememberMe');
  expect(cookie).toBeDefined();
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({
    username: 'player01',
    smsNumber: '',
    countryCode: '',
  });
  expect(cookie?.value).not.toContain('Player%23');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
});

test('an unregistered IP is asked for a proof before the login completes', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill('traveller01');
  await dialog.getByLabel('Password').fill('Travel#2026');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  const verify = page.getByRole('dialog', { name: "Verify it's you" });
  await expect(verify).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await verify.getByRole('radio', { name: 'Bank account name' }).check();
  await verify.getByLabel('Bank account holder name').fill('maria viajante');
  await verify.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(verify).toBeHidden();
  await expectLoggedIn(page, 'traveller01');
});

test('a non-member account is refused', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill('staff01');
  await dialog.getByLabel('Password').fill('Staff#2026');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Non-member accounts cannot log in.');
  await expect(header(page).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
});
