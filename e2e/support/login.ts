import { expect, type Page } from '@playwright/test';

/**
 * Logs in through the UI as a person would: the header's "Login" button opens the "Log in" popup, the
 * form is filled by its labels, and the login is done once the popup has closed and the header shows the
 * account menu instead of the Login button.
 */
export async function loginAs(page: Page, username: string, password: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Login', exact: true }).click();
  await fillLoginPopup(page, username, password);
}

/** Fills and submits the already open login popup, then waits for the logged-in header. */
export async function fillLoginPopup(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(dialog).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeHidden();
}
