import { expect, type Page } from '@playwright/test';

/**
 * Opens the member centre from an entry of the header's account menu (My account, Deposit, Withdrawal,
 * Account record, Betting record) and answers the dialog.
 */
export async function openFromAccountMenu(page: Page, entry: string) {
  await chooseFromAccountMenu(page, entry);
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre).toBeVisible();
  return centre;
}

/**
 * Chooses an entry of the header's account menu, and no more: where what follows may end the session at
 * once (a page whose first call is refused 401 closes the centre it opened), the caller waits for what it expects.
 */
export async function chooseFromAccountMenu(page: Page, entry: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Account menu/ }).click();
  await header.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: entry }).click();
}

/**
 * The dialog rises and fades in: measure it, or let axe judge its colours, once it has settled. Endless
 * animations (spinners, a pending badge's pulse, the news ticker) never settle and move nothing.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Places a PIX deposit from the header's Deposit button, as a member does: the gateway's payment page opens
 * in a tab of its own. Answers that tab, on the mock's payment page, and the order's reference.
 */
export async function placePixDeposit(
  page: Page,
  amount: string,
): Promise<{ payPage: Page; reference: string }> {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('radio', { name: 'PIX', exact: true }).check();
  await centre.getByRole('textbox', { name: 'Amount' }).fill(amount);
  const opened = page.context().waitForEvent('page');
  await centre.getByRole('button', { name: 'Continue to payment' }).click();
  const payPage = await opened;
  await payPage.waitForURL(/\/__mock\/pay\/DP2026\d{6}$/);
  const reference = new URL(payPage.url()).pathname.split('/').pop() ?? '';
  await expect(centre.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
  return { payPage, reference };
}
