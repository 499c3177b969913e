import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('/help#tag opens that topic, a search finds a question, and closing returns home', async ({ page }) => {
  await page.goto('/help#responsible');
  const dialog = page.getByRole('dialog', { name: 'Help centre' });
  await expect(dialog.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
  await expect(
    dialog
      .getByRole('navigation', { name: 'Help topics' })
      .getByRole('button', { name: 'Responsible gaming' }),
  ).toHaveAttribute('aria-current', 'true');

  await dialog.getByRole('searchbox', { name: 'Search the help centre' }).fill('saque pix');
  await expect(dialog.getByRole('status')).toHaveText('0 answers found');
  await dialog.getByRole('searchbox', { name: 'Search the help centre' }).fill('withdrawal');
  const found = dialog.getByRole('button', { name: /How long does a withdrawal take\?/ });
  await found.click();
  await expect(dialog.getByText(/paid within 24 hours/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('the sponsor and description pages show the site’s own words from the help centre', async ({ page }) => {
  await page.goto('/sponsor');
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsorships' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Esports Brazil Cup' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/description$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Licensing and fair play' })).toBeVisible();
});
