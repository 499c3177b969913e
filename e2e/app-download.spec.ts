import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('the app download page shows each app’s QR code and link, with no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/down');
  await expect(page.getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
  const apps = page.getByRole('list', { name: 'Apps' });
  for (const app of ['iOS app', 'Android app', 'iOS lite']) {
    await expect(apps.getByRole('img', { name: `QR code for the ${app}` })).toBeVisible();
    await expect(apps.getByRole('link', { name: `Download the ${app}` })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
  await expectNoSeriousA11yViolations(page);
});
