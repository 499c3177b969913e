import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

/** Withdrawal in the header's account menu opens the member centre on its Withdraw page. */
async function openWithdraw(page: Page) {
  const centre = await openFromAccountMenu(page, 'Withdrawal');
  await expect(centre.getByRole('heading', { level: 3, name: 'Withdraw' })).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Withdrawable' })).toBeVisible();
  return centre;
}

test('adds a bank account, withdraws after a wrong password, and confirms the paid one as partly received', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText('R$ 12,345.67');
  const centre = await openWithdraw(page);

  const summary = centre.getByRole('region', { name: 'Withdrawable' });
  await expect(summary.getByText('R$ 10,345.67')).toBeVisible();
  await expect(summary.getByText('R$ 50.00')).toBeVisible();
  await expect(summary.getByText('R$ 50,000.00')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  const accounts = centre.getByRole('region', { name: 'Receiving account' });
  await accounts.getByRole('button', { name: 'Add a card or PIX key' }).click();
  const form = accounts.getByRole('form', { name: 'Add a card or PIX key' });
  await form.getByLabel('Bank').selectOption({ label: 'Bradesco' });
  await form.getByRole('textbox', { name: 'Account number' }).fill('5554 4433');
  await expect(form.getByText('Holder: Lucas Pereira')).toBeVisible();
  await form.getByLabel('Withdraw password').fill('123456');
  await form.getByRole('button', { name: 'Add' }).click();
  const bradesco = accounts.getByRole('radio', { name: /^Bradesco account ending in 4433/ });
  await bradesco.check();
  await expect(bradesco).toBeFocused();

  // The accounts are one radio group: the arrow keys move the choice.
  await page.keyboard.press('ArrowUp');
  const request = centre.getByRole('region', { name: 'Request a withdrawal' });
  await expect(accounts.getByRole('radio', { name: /^PIX/ })).toBeChecked();
  await expect(request.getByText('To PIX ****8909')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(request.getByText('To Bradesco ****4433')).toBeVisible();

  const amount = request.getByRole('textbox', { name: 'Amount' });
  const password = request.getByLabel('Withdraw password');
  await amount.fill('250');
  await password.fill('111111');
  await password.press('Enter');
  await expect(request.getByText('The withdraw password is incorrect.')).toBeVisible();
  await expect(amount).toHaveValue('250');
  await expect(password).toHaveValue('111111');
  await expect(password).toBeFocused();
  await expect(bradesco).toBeChecked();

  await password.fill('123456');
  await password.press('Enter');
  const result = request.getByRole('status');
  await expect(result).toContainText('Withdrawal requested');
  await expect(result).toContainText('Pending');
  await expect(result).toContainText(/WD2026\d{6}/);
  await expect(password).toHaveValue('');
  await expect(balance).toHaveText('R$ 12,095.67');
  await expect(summary.getByText('R$ 10,095.67')).toBeVisible();
  const history = centre.getByRole('region', { name: 'Your withdrawals' });
  await expect(history.getByRole('listitem').first()).toContainText('Bradesco ****4433');
  await expect(history.getByRole('listitem').first()).toContainText('Pending');

  const panel = centre.getByRole('article', { name: 'Did R$ 500.00 arrive?' });
  await expect(panel.getByRole('timer')).toHaveText(/^(20:00|19:[0-5]\d)$/);
  await panel.getByRole('radio', { name: 'Partly received', exact: true }).check();
  await panel.getByRole('textbox', { name: 'Amount received' }).fill('300');
  await expect(panel.getByText('Remaining')).toBeVisible();
  await expect(panel.getByText('R$ 200.00')).toBeVisible();
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'Partly received: R$ 300.00 received, R$ 200.00 remaining.',
  );
  await expect(panel.getByRole('timer')).toBeHidden();
  await expect(history.getByRole('listitem').nth(1)).toContainText('Partly received');

  await expect(centre.getByRole('button', { name: /cancel/i })).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('a paid withdrawal left unanswered past its deadline reads as counted as received', async ({ page }) => {
  const moved = await page.request.post('/__mock/clock', { data: { advanceMinutes: 21 } });
  expect(moved.ok()).toBe(true);
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openWithdraw(page);
  const history = centre.getByRole('region', { name: 'Your withdrawals' });
  await expect(history.getByRole('listitem').first()).toContainText('R$ 500.00');
  await expect(history.getByRole('listitem').first()).toContainText('Counted as received');
  await expect(centre.getByRole('article')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the withdraw page fills the screen without sideways scrolling and passes axe', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'player01', 'Player#2026');
    const centre = await openWithdraw(page);
    await settled(page);
    expect(await centre.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375 });
    const panel = centre.getByRole('article', { name: 'Did R$ 500.00 arrive?' });
    await panel.getByRole('radio', { name: 'Not received', exact: true }).check();
    await expect(panel.getByLabel('Proof picture', { exact: true })).toBeVisible();
    const content = centre.getByRole('region', { name: 'Withdraw', exact: true });
    const overflowing = await content.evaluate((section) =>
      [...section.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => el.className || el.tagName),
    );
    expect(overflowing).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
