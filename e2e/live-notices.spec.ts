import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { placePixDeposit } from './support/member-centre';
import { openSockets } from './support/mock-control';

// Live notices (decision 040): the back office decides, the live socket tells, a toast says it and the
// header's bell counts. Polling (every 30 s while the socket is down) is far slower than these waits.
const QUICKLY = { timeout: 4_000 };

async function player01WithSocket(page: Page) {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  await expect.poll(() => openSockets(page.request, 'player01')).toBe(1);
  const header = page.getByRole('banner');
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  return { header, toasts };
}

test('an approved deposit is told in a toast, and a message counts on the bell, which opens Messages', async ({
  page,
}) => {
  const { header, toasts } = await player01WithSocket(page);
  const bell = header.getByRole('button', { name: 'Notifications, 5 unread' });
  await expect(bell).toBeVisible();
  await expect(header.getByTestId('header-balance')).toHaveText('R$ 12,345.67');

  const { reference, payPage } = await placePixDeposit(page, '200');
  await payPage.close();
  await page.getByRole('dialog', { name: 'Member centre' }).getByRole('button', { name: 'Close' }).click();

  expect((await page.request.post(`/__mock/deposits/${reference}/approve`)).ok()).toBe(true);
  const credited = toasts.getByText('Your deposit of R$ 200.00 requested at 12:00 was credited.');
  await expect(credited).toBeVisible(QUICKLY);
  await expect(header.getByTestId('header-balance')).toHaveText('R$ 12,545.67', QUICKLY);
  // A toast never takes the focus.
  expect(await page.evaluate(() => document.activeElement?.closest('[role="status"]') ?? null)).toBeNull();

  // The pointer over the toasts holds them while axe looks.
  await credited.hover();
  await expectNoSeriousA11yViolations(page);
  await toasts.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(credited).toBeHidden();

  const sent = await page.request.post('/__mock/messages', {
    data: { account: 'player01', title: 'A gift', content: '<p>Hello</p>' },
  });
  expect(sent.ok()).toBe(true);
  await expect(toasts.getByText('You have a new message: A gift')).toBeVisible(QUICKLY);
  const bellNow = header.getByRole('button', { name: 'Notifications, 6 unread' });
  await expect(bellNow).toBeVisible(QUICKLY);

  await bellNow.click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre).toBeVisible();
  const inbox = centre.getByRole('list', { name: 'Inbox' });
  await expect(inbox.getByRole('button').first()).toContainText('A gift');
});

test('on a phone the header does not overflow with the bell, and a toast stays on the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 430, height: 740 });
  const { header, toasts } = await player01WithSocket(page);
  const bell = header.getByRole('button', { name: 'Notifications, 5 unread' });
  await expect(bell).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(430);
  // Narrower, the header's row is full without it: the bell gives way (Messages stay in My account).
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(bell).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const pushed = await page.request.post('/__mock/events', {
    data: {
      account: 'player01',
      type: 'withdrawal',
      fields: { outcome: 'approved', amount: 300, requestTime: '2026-10-31 11:30:00' },
    },
  });
  expect(pushed.ok()).toBe(true);
  const toast = toasts.getByText('Your withdrawal of R$ 300.00 requested at Oct 31, 11:30 was approved.');
  await expect(toast).toBeVisible(QUICKLY);
  const box = await toast.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
});
