import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';
import { openFromAccountMenu, placePixDeposit } from './support/member-centre';
import { openSockets } from './support/mock-control';

// The portal hears of a change through the live-events socket and reads it again. Polling (every 30 s
// while the socket is down) is far slower than these checks wait: only the socket can pass them.
const QUICKLY = { timeout: 4_000 };

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

async function loggedInWithSocket(page: Page) {
  const addresses: string[] = [];
  page.on('websocket', (socket) => addresses.push(socket.url()));
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  await expect.poll(() => openSockets(page.request, 'player01')).toBe(1);
  // The token travels in the first message, never in the address (addresses end up in logs).
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toMatch(/^[0-9a-f]{48}$/);
  expect(addresses.filter((address) => address.endsWith('/wps/live'))).toHaveLength(1);
  for (const address of addresses) expect(address).not.toContain(token);
}

test('a message sent by the back office raises the Messages badge without a reload', async ({ page }) => {
  await loggedInWithSocket(page);
  const centre = await openFromAccountMenu(page, 'My account');
  const menu = centre.getByRole('navigation', { name: 'Member centre menu' });
  await expect(menu.getByRole('button', { name: 'Messages 5 unread' })).toBeVisible();

  const sent = await page.request.post('/__mock/messages', {
    data: { account: 'player01', title: 'A gift', content: '<p>Hello</p>' },
  });
  expect(sent.ok()).toBe(true);
  await expect(menu.getByRole('button', { name: 'Messages 6 unread' })).toBeVisible(QUICKLY);

  await menu.getByRole('button', { name: 'Messages 6 unread' }).click();
  const inbox = centre.getByRole('list', { name: 'Inbox' });
  await expect(inbox.getByRole('button').first()).toContainText('A gift');
});

test('an approved deposit moves the header balance at once, with the member centre closed', async ({
  page,
}) => {
  await loggedInWithSocket(page);
  await expect(headerBalance(page)).toHaveText('R$ 12,345.67');

  const { payPage } = await placePixDeposit(page, '200');
  // Closed, nothing on the page reads the balance by itself: the event alone can move it.
  await page.getByRole('dialog', { name: 'Member centre' }).getByRole('button', { name: 'Close' }).click();
  await payPage.getByRole('button', { name: 'Paid' }).click();
  await expect(payPage.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(headerBalance(page)).toHaveText('R$ 12,545.67', QUICKLY);
});

test('logging out closes the socket', async ({ page }) => {
  await loggedInWithSocket(page);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Account menu/ }).click();
  await header.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect.poll(() => openSockets(page.request, 'player01')).toBe(0);
});
