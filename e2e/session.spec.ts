import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, fillLoginPopup, loginAs, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const sessionStorageOf = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => Object.fromEntries(Object.entries(window.sessionStorage)));

test('sign out asks first; cancel keeps the session, confirm ends it completely', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.goto('/rng');
  await loginAs(page, 'player01', 'Player#2026');
  const header = page.getByRole('banner');
  const token = (await sessionStorageOf(page)).token;
  expect(token).toMatch(/^[0-9a-f]{48}$/);
  const walletWith = (authorization: string) =>
    request.get('/wps/v2/wallets/balance', {
      headers: { Merchant: 'demo', ModuleId: 'COMM3', Authorization: authorization },
    });
  expect((await walletWith(token)).status()).toBe(200);

  const menuButton = header.getByRole('button', { name: /account menu/i });
  await menuButton.click();
  await header.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();

  const confirm = page.getByRole('dialog', { name: 'Prompt' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAccessibleDescription('Are you sure you want to log out?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Cancel: nothing changes.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(header.getByRole('status')).toHaveText('R$ 12,345.67');
  expect((await sessionStorageOf(page)).token).toMatch(/^[0-9a-f]{48}$/);

  // Confirm: logged out, back home, only the merchant code left in session storage.
  await menuButton.click();
  await header.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Prompt' })).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: /account menu/i })).toHaveCount(0);
  await expect(header.getByRole('status')).toHaveCount(0);

  const stored = await sessionStorageOf(page);
  expect(stored.token).toBeUndefined();
  expect(stored.account).toBeUndefined();
  expect(stored.nickname).toBeUndefined();
  expect(stored.merchant).toBe('demo');
  expect(stored.merchantCode).toBe('demo');

  // The server forgot the token too: it no longer opens the wallet.
  expect((await walletWith(token)).status()).toBe(401);

  // Home replaced the page in the history: Back does not return to the member's page.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  // And the logout sticks across a reload.
  await page.reload();
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('a page that needs a login sends the visitor to the login popup, then on to the page', async ({
  page,
}) => {
  await page.goto('/lottery');

  await expect(page).toHaveURL(/\/login$/);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // A wrong password is explained inside the popup.
  await dialog.getByLabel('Username').fill('player01');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

  await fillLoginPopup(page, 'player01', 'Player#2026');
  await expect(page).toHaveURL(/\/lottery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
});

test('Escape closes the login popup and gives focus back to the Login button', async ({ page }) => {
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});

test('a token handed over in the address logs in and leaves the address bar', async ({ page, context }) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const token = (await sessionStorageOf(page)).token;
  expect(token).toMatch(/^[0-9a-f]{48}$/);

  // A new tab has its own, empty session storage: only the address carries the login.
  const other = await context.newPage();
  await other.goto(`/rng?vassalage=PG&token=${token}#top`);
  await expect(other.getByRole('banner').getByRole('status')).toHaveText('R$ 12,345.67');
  await expect(other.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  const url = new URL(other.url());
  expect(url.pathname).toBe('/rng');
  expect(url.searchParams.get('token')).toBeNull();
  expect(url.searchParams.get('vassalage')).toBe('PG');
  expect(url.hash).toBe('#top');
  expect((await sessionStorageOf(other)).token).toBe(token);
  await other.close();
});

test('a session that expires mid-visit opens the login popup and keeps the page', async ({ page, mock }) => {
  await page.goto('/rng');
  await loginAs(page, 'player01', 'Player#2026');
  const header = page.getByRole('banner');
  await expect(header.getByRole('status')).toHaveText('R$ 12,345.67');

  await mock.scenario({ failures: [{ path: '/wps/v2/wallets/balance', status: 401, times: 1 }] });
  await header.getByRole('button', { name: 'Refresh balance' }).click();

  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
  expect((await sessionStorageOf(page)).token).toBeUndefined();

  // Logging in again picks up where the visitor was.
  await fillLoginPopup(page, 'player01', 'Player#2026');
  await expect(page).toHaveURL(/\/rng$/);
  await expect(header.getByRole('status')).toHaveText('R$ 12,345.67');
});

test('a session the platform ends inside an HTTP 200 (customer.not.login) opens the login popup and keeps the page', async ({
  page,
  mock,
}) => {
  await page.goto('/rng');
  await loginAs(page, 'player01', 'Player#2026');
  const header = page.getByRole('banner');
  await expect(header.getByRole('status')).toHaveText('R$ 12,345.67');

  // The back office ends the session; the platform then answers its calls 200 {success:false, customer.not.login}.
  await mock.endSessions('player01', 'customer.not.login');
  const answer = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance'));
  await header.getByRole('button', { name: 'Refresh balance' }).click();
  expect((await answer).status()).toBe(200);

  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
  expect((await sessionStorageOf(page)).token).toBeUndefined();
  await fillLoginPopup(page, 'player01', 'Player#2026');
  await expect(header.getByRole('status')).toHaveText('R$ 12,345.67');
});
