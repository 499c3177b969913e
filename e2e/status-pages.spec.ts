import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('maintenance replaces the site until it is over', async ({ page, mock }) => {
  await mock.scenario({ status: 'maintenance' });
  await page.goto('/');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
  await expect(main.getByText('We are upgrading the platform to serve you better.')).toBeVisible();
  await expect(main.getByText('LuckyPlay Demo')).toBeVisible();
  const service = main.getByRole('link', { name: 'Customer service' });
  await expect(service).toBeVisible();
  await expect(service).toHaveAttribute('href', /\/__cdn\/launch\/chat\?desk=1$/);
  await expect(service).toHaveAttribute('target', '_blank');
  // Nothing of the site itself is offered.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Deep links land on the same page.
  await page.goto('/rng');
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();

  await mock.reset();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('a restricted region sees why, with the visitor IP and customer service', async ({ page, mock }) => {
  await mock.scenario({ status: 'region' });
  await page.goto('/');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
  await expect(main.getByText('Your IP: 203.0.113.45')).toBeVisible();
  await expect(
    main.getByText('Sorry, our service is not available in your location or from your IP address.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
    'href',
    /\/__cdn\/launch\/chat\?desk=1$/,
  );
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await mock.reset();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('the status pages speak the visitor’s language', async ({ page, mock }) => {
  await page.addInitScript(() => window.localStorage.setItem('hisLang', 'PT'));
  await mock.scenario({ status: 'maintenance' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sistema em manutenção' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Atendimento ao cliente' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});
