import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { settled } from './support/member-centre';

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a PIX deposit from the header: QR code, approval by the back office, and the balance goes up', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  await expect(headerBalance(page)).toHaveText('R$ 12,345.67');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const methods = centre.getByRole('group', { name: 'Deposit method' });
  await expect(methods.getByRole('radio', { name: 'PIX' })).toHaveAccessibleDescription(
    'Instant payment R$ 10.00 to R$ 50,000.00',
  );
  await methods.getByRole('radio', { name: 'PIX' }).check();
  await centre
    .getByRole('group', { name: 'Quick amounts' })
    .getByRole('button', { name: 'R$ 200.00' })
    .click();
  await expect(centre.getByRole('textbox', { name: 'Amount' })).toHaveValue('200');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await centre.getByRole('button', { name: 'Create deposit order' }).click();
  // The form that held focus is gone: focus moves to the order.
  await expect(centre.getByRole('heading', { name: 'Deposit order' })).toBeFocused();
  await expect(centre.getByRole('img', { name: 'QR code to pay R$ 200.00 with PIX' })).toBeVisible();
  await expect(centre.getByText('Pending', { exact: true })).toBeVisible();
  const reference = (await centre.getByText(/^DP2026\d{6}$/).textContent()) ?? '';
  expect(reference).toMatch(/^DP2026\d{6}$/);

  await centre.getByRole('button', { name: 'Copy PIX code' }).click();
  await expect(centre.getByText('Copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(reference);
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  const approval = await page.request.post(`/__mock/deposits/${reference}/approve`);
  expect(approval.ok()).toBe(true);
  // Nobody clicks: the page asks about a pending order every few seconds.
  await expect(centre.getByText('Approved', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(centre.getByText('Deposit approved: R$ 200.00 is in your main wallet.')).toBeVisible();
  await expect(headerBalance(page)).toHaveText('R$ 12,545.67');
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a bank transfer by keyboard alone, its details without a QR code', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'player01', 'Player#2026');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Account menu/ }).click();
    await header.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Deposit' }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    const pix = centre.getByRole('radio', { name: 'PIX' });
    await expect(pix).toBeChecked();

    await pix.focus();
    await page.keyboard.press('ArrowDown');
    await expect(centre.getByRole('radio', { name: 'Bank transfer (TED)' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(centre.getByRole('textbox', { name: 'Amount' })).toBeFocused();
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await expect(centre.getByText('The minimum for this method is R$ 100.00.')).toBeVisible();
    await expect(centre.getByRole('textbox', { name: 'Amount' })).toHaveValue('50');

    await page.keyboard.press('Tab');
    await expect(centre.getByRole('button', { name: 'R$ 100.00' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(centre.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    await page.keyboard.press('Enter');

    await expect(centre.getByRole('heading', { name: 'Deposit order' })).toBeFocused();
    await expect(centre.getByText('98765-4')).toBeVisible();
    await expect(centre.getByRole('img')).toHaveCount(0);
    await settled(page);
    const box = await centre.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
    await expectNoSeriousA11yViolations(page);
  });
});
