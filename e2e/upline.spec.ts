import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

test.use({ viewport: { width: 1440, height: 900 } });

async function openUpline(page: Page) {
  const centre = await openFromAccountMenu(page, 'My account');
  await centre.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(centre.getByRole('region', { name: 'Your upline' })).toBeVisible();
  return centre;
}

test('sends money to the upline through a confirmation, and the header balance follows', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openUpline(page);
  const summary = centre.getByRole('region', { name: 'Your upline' });
  await expect(summary).toContainText('Agent Alpha');
  await expect(summary).toContainText('R$ 10,345.67');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await centre.getByRole('textbox', { name: 'Amount' }).fill('100');
  await centre.getByLabel('Withdraw password').fill('123456');
  await centre.getByRole('button', { name: 'Continue' }).click();
  await expect(centre.getByText('Send R$ 100.00 to Agent Alpha (agent01)?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await centre.getByRole('button', { name: 'Back' }).click();
  await expect(centre.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
  await expect(centre.getByLabel('Withdraw password')).toHaveValue('123456');
  await centre.getByRole('button', { name: 'Continue' }).click();
  await centre.getByRole('button', { name: 'Confirm' }).click();

  await expect(centre.getByRole('status')).toHaveText('R$ 100.00 sent to Agent Alpha (agent01).');
  await expect(centre.getByText(/^UT2026\d{6}$/)).toBeVisible();
  await expect(summary).toContainText('R$ 10,245.67');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('R$ 12,245.67');
});

test('a wrong withdraw password is said on its field, every field kept', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openUpline(page);
  await centre.getByRole('textbox', { name: 'Amount' }).fill('55.5');
  await centre.getByLabel('Withdraw password').fill('000000');
  await centre.getByRole('button', { name: 'Continue' }).click();
  await centre.getByRole('button', { name: 'Confirm' }).click();
  await expect(centre.getByText('The withdraw password is incorrect.')).toBeVisible();
  await expect(centre.getByLabel('Withdraw password')).toBeFocused();
  await expect(centre.getByLabel('Withdraw password')).toHaveValue('000000');
  await expect(centre.getByRole('textbox', { name: 'Amount' })).toHaveValue('55.5');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the transfer fits the screen and reads well', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'player01', 'Player#2026');
    const centre = await openUpline(page);
    await centre.getByRole('textbox', { name: 'Amount' }).fill('20');
    await centre.getByLabel('Withdraw password').fill('123456');
    await centre.getByRole('button', { name: 'Continue' }).click();
    await expect(centre.getByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });
});
