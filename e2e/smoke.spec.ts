import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Kept generic on purpose: it proves the build, the preview server, the mock and the browser work together.
test('the home page loads with a header and no serious accessibility violation', async ({ page }) => {
  await page.goto('/');
  // The tab names the site, from the mock's system status (index.html's fixed title would fail this).
  await expect(page).toHaveTitle('LuckyPlay Demo');
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
