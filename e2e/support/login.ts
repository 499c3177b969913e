import { expect, type Page } from '@playwright/test';

/**
 * Logs in through the UI as a person would: the header's "Log in" button opens the login popup, the form
 * is filled by its labels, and the login is done once the header shows the balance.
 */
export async function loginAs(page: Page, username: string, password: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /log in/i }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username/i).fill(username);
  await dialog.getByLabel(/password/i).fill(password);
  await dialog.getByRole('button', { name: /log in/i }).click();

  // The balance is the first thing only a logged-in header has: a button named for it, or the amount itself.
  const balance = header
    .getByRole('button', { name: /balance/i })
    .or(header.getByText(/\d[\d,.]*[.,]\d{2}\b/))
    .first();
  await expect(balance).toBeVisible();
}
