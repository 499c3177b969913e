import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, fillLoginPopup, loginAs, test } from './fixtures';
import { settled } from './support/member-centre';

test.use({ viewport: { width: 1440, height: 900 } });

function currentPoints(page: Page) {
  return page.getByRole('region', { name: 'Your points' }).locator('dd').first();
}

test('a guest sees the catalogue and the rules, is asked to log in to redeem, and then sees the points', async ({
  page,
}) => {
  await page.goto('/pointMall');
  const catalogue = page.getByRole('region', { name: 'Rewards catalogue' });
  await expect(catalogue.getByRole('listitem')).toHaveCount(4);
  // The mall's tabs (MCSFE_getPointRewardConversionType) filter the catalogue.
  await catalogue.getByRole('button', { name: 'Gift redemption' }).click();
  await expect(catalogue.getByRole('button', { name: 'Gift redemption' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(catalogue.getByRole('listitem')).toHaveCount(2);
  await expect(catalogue.getByRole('listitem', { name: 'R$ 10 Bonus' })).toHaveCount(0);
  await catalogue.getByRole('button', { name: 'All' }).click();
  await expect(catalogue.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Points rules' })).toContainText('Points never expire');
  await page.getByRole('button', { name: 'Redeem Team Jersey' }).click();
  await fillLoginPopup(page, 'player01', 'Player#2026');
  await expect(currentPoints(page)).toHaveText('2,450');
});

test('redeems a reward after a wrong withdraw password; the points fall, the history shows it in process, then approved', async ({
  page,
  request,
}) => {
  await page.goto('/pointMall');
  await loginAs(page, 'player01', 'Player#2026');
  await expect(currentPoints(page)).toHaveText('2,450');
  await expect(page.getByRole('region', { name: 'Points rules' })).toContainText('Points never expire');
  // The points history: the points lines of ODSFE2_MemTransDet, newest first.
  const lines = page.getByRole('region', { name: 'Points details' }).getByRole('row');
  await expect(lines.nth(1)).toContainText('VIP 3 weekly points');
  await expect(lines).toHaveCount(11);
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Redeem Team Jersey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Team Jersey' });
  await dialog.getByLabel('Receiving address').fill('Rua Augusta 100, São Paulo');
  await dialog.getByLabel('Mobile number').fill('11987654321');
  await dialog.getByLabel('Withdraw password').fill('654321');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog.getByText('The withdraw password is incorrect.')).toBeVisible();
  await expect(dialog.getByLabel('Receiving address')).toHaveValue('Rua Augusta 100, São Paulo');
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('11987654321');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Withdraw password').fill('123456');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  const reference = (await dialog.getByText(/^PR2026\d{6}$/).textContent()) ?? '';
  expect(reference).toMatch(/^PR2026\d{6}$/);
  await expect(currentPoints(page)).toHaveText('450');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const history = page.getByRole('region', { name: 'Redeem history' });
  await expect(history.getByRole('row', { name: new RegExp(reference) })).toContainText('In process');
  const details = page.getByRole('region', { name: 'Points details' });
  await expect(details.getByRole('row').nth(1)).toContainText(`Redeemed Team Jersey (${reference})`);

  // The back office approves it; the history says so once read again (a reload).
  const approved = await request.post(`/__mock/redeems/${reference}/approve`);
  expect(approved.ok()).toBe(true);
  await page.reload();
  await expect(history.getByRole('row', { name: new RegExp(reference) })).toContainText('Approved');
});

test('converts points to cash and the header balance rises', async ({ page }) => {
  await page.goto('/pointMall');
  await loginAs(page, 'player01', 'Player#2026');
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText('R$ 12,345.67');
  const convert = page.getByRole('region', { name: 'Convert points to cash' });
  await convert.getByLabel('Points to convert').fill('1000');
  await expect(convert.getByText('Cash value: R$ 10.00')).toBeVisible();
  await convert.getByLabel('Withdraw password').fill('123456');
  await convert.getByRole('button', { name: 'Continue' }).click();
  await expect(convert.getByText('Convert 1,000 points into R$ 10.00?')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await convert.getByRole('button', { name: 'Confirm conversion' }).click();
  await expect(convert.getByRole('status')).toHaveText(/R\$ 10\.00 was added to your wallet/);
  await expect(balance).toHaveText('R$ 12,355.67');
  await expect(currentPoints(page)).toHaveText('1,450');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the page passes axe, its history table scrolling sideways', async ({ page }) => {
    await page.goto('/pointMall');
    await loginAs(page, 'player01', 'Player#2026');
    await expect(currentPoints(page)).toHaveText('2,450');
    await expect(page.getByRole('region', { name: 'Redemptions' })).toContainText('PR2026000002');
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });
});
