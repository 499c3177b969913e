import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Kept generic on purpose: it proves the build, the preview server, the mock and the browser work together.
test('the home page loads with a header and no serious accessibility violation', async ({ page }) => {
  await page.goto('/');
  // The tab names the site, from the mock's system status (index.html's fixed title would fail this).
  await expect(page).toHaveTitle('LuckyPlay Demo');
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('every file of the home page downloads once, with no console warning', async ({ page }) => {
  const assets = new Map<string, number>();
  const problems: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) assets.set(pathname, (assets.get(pathname) ?? 0) + 1);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Games for you' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The stylesheets announced in the page are fetched in the mode the loader asks for, so none twice.
  expect([...assets.values()].length).toBeGreaterThan(5);
  expect([...assets].filter(([, times]) => times > 1)).toEqual([]);
  expect(problems).toEqual([]);
});
