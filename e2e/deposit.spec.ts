import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openSockets } from './support/mock-control';
import { settled } from './support/member-centre';

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

/** player01 logged in, with the live socket open (the credited deposit's toast comes through it). */
async function player01(page: Page) {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  await expect.poll(() => openSockets(page.request, 'player01')).toBe(1);
}

async function openDeposit(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  return page.getByRole('dialog', { name: 'Member centre' });
}

test('a PIX deposit: channel, the payment page in its own tab, Paid there, a credited balance and a toast', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await player01(page);
  await expect(headerBalance(page)).toHaveText('R$ 12,345.67');
  const centre = await openDeposit(page);
  await expect(
    centre.getByRole('group', { name: 'Deposit method' }).getByRole('radio', { name: 'PIX' }),
  ).toBeChecked();
  const channels = centre.getByRole('group', { name: 'Payment channel' });
  await expect(channels.getByRole('radio', { name: 'PIX Pay4Z' })).toHaveAccessibleDescription(
    'R$ 10.00 to R$ 50,000.00',
  );
  await centre
    .getByRole('group', { name: 'Quick amounts' })
    .getByRole('button', { name: 'R$ 200.00' })
    .click();
  await expect(centre.getByRole('textbox', { name: 'Amount' })).toHaveValue('200');
  await expect(centre.getByRole('group', { name: 'Deposit promotion' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('deposit-channels-1440.png') });

  const opened = page.context().waitForEvent('page');
  await centre.getByRole('button', { name: 'Continue to payment' }).click();
  const payPage = await opened;
  await payPage.waitForURL(/\/__mock\/pay\/DP2026\d{6}$/);
  await expect(centre.getByRole('heading', { name: 'Waiting for your payment' })).toBeFocused();
  await expect(centre.getByRole('link', { name: 'Reopen the payment page' })).toHaveAttribute(
    'href',
    payPage.url(),
  );
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('deposit-waiting-1440.png') });

  // The gateway's page: the QR code and the copy-and-paste code, then the player's bank app pays.
  await expect(payPage.getByRole('img', { name: 'PIX QR code' })).toBeVisible();
  await expect(payPage.locator('#qrcode')).toHaveAttribute('title', /^000201.*5406200\.00/);
  await payPage.getByRole('button', { name: 'Paid' }).click();
  await expect(payPage.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  await page.bringToFront();
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(toasts.getByText(/Your deposit of R\$ 200\.00 requested at .* was credited\./)).toBeVisible();
  await expect(headerBalance(page)).toHaveText('R$ 12,545.67');
  await expect(centre.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a fixed-amount-only channel takes one of its amounts, nothing typed', async ({ page }, testInfo) => {
    await page.goto('/');
    await loginAs(page, 'player01', 'Player#2026');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Account menu/ }).click();
    await header.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Deposit' }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await centre.getByRole('radio', { name: 'PIX Fixo U2C' }).check();
    const amount = centre.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveAttribute('readonly', '');
    await expect(amount).toHaveAccessibleDescription(/takes only the amounts below/);
    const amounts = centre.getByRole('group', { name: 'Quick amounts' }).getByRole('button');
    await expect(amounts).toHaveText(['R$ 50.00', 'R$ 100.00', 'R$ 200.00']);
    await centre.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(centre.getByText('Enter the amount to deposit.')).toBeVisible();

    await amounts.filter({ hasText: 'R$ 100.00' }).click();
    await expect(amount).toHaveValue('100');
    await settled(page);
    const box = await centre.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('deposit-channels-375.png') });

    const opened = page.context().waitForEvent('page');
    await centre.getByRole('button', { name: 'Continue to payment' }).click();
    const payPage = await opened;
    await payPage.waitForURL(/\/__mock\/pay\//);
    await expect(payPage.getByRole('heading', { name: 'Pay R$ 100,00 with PIX' })).toBeVisible();
    await page.bringToFront();
    await expect(centre.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath('deposit-waiting-375.png') });
  });
});

test('no channel: said, with the customer service', async ({ page, mock }) => {
  await mock.scenario({ deposit: 'none' });
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openDeposit(page);
  await expect(centre.getByText('No deposit method is open right now.')).toBeVisible();
  await expect(centre.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
  await expect(centre.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('deposits closed by the site: said in its words, with the customer service', async ({ page, mock }) => {
  await mock.scenario({ deposit: 'closed' });
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openDeposit(page);
  await expect(centre.getByText('Deposits are closed on this site for now.')).toBeVisible();
  await expect(centre.getByText('Deposits are paused for maintenance until 14:00.')).toBeVisible();
  await expect(centre.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});
