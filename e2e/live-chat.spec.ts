import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('the chat opens from the right bar, framed in its popup, with a live host', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('complementary', { name: 'Quick contact' })
    .getByRole('button', { name: 'Live chat' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Live chat' });
  const bianca = dialog.getByRole('button', { name: /^Bianca / });
  await expect(bianca).toBeEnabled();
  await expect(dialog.getByRole('button', { name: /^Camila / })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await bianca.click();
  await expect(dialog.getByTitle('Live chat with Bianca')).toBeVisible();
  const chat = page.frameLocator('iframe[title="Live chat with Bianca"]');
  await expect(chat.getByRole('heading', { name: 'Live chat with Bianca' })).toBeVisible();
  // On the portal's own origin: no allow-same-origin beside its scripts (decision 049).
  await expect(page.locator('iframe[title="Live chat with Bianca"]')).not.toHaveAttribute(
    'sandbox',
    /allow-same-origin/,
  );
  await expectNoSeriousA11yViolations(page);
});
