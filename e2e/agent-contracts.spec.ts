import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { settled } from './support/member-centre';

async function openAgentPage(page: Page, entry: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Account menu/ }).click();
  await header.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Agent' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await centre
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('button', { name: entry })
    .click();
  await expect(centre.getByRole('heading', { name: entry })).toBeVisible();
  return centre;
}

/**
 * The build's relay family (decision 057, 065): `E2E_RELAY_FAMILY=platform` with `E2E_DIST` naming a build made
 * with `VITE_RELAY_FAMILY=platform`; the default build is the seeds'.
 */
const family = process.env.E2E_RELAY_FAMILY === 'platform' ? 'platform' : 'seeds';
const familyCalls = {
  seeds: ['GET MCS2_processDividendReq accept', 'GET MCS2_processDailySalContract offer'],
  platform: ['POST MCSFE_processContractDividend accept', 'POST MCSFE_processDailySalaryContract offer'],
}[family];

test(`agent02 accepts a dividend and offers a daily salary by the ${family} family's calls`, async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.includes('/wps/relay/') || !url.pathname.includes('process')) return;
    const action =
      r.method() === 'GET'
        ? url.searchParams.get('action')
        : ((r.postDataJSON() as { action?: string } | null)?.action ?? '');
    sent.push(`${r.method()} ${url.pathname.replace('/wps/relay/', '')} ${action}`);
  });
  await page.goto('/');
  await loginAs(page, 'agent02', 'Agent#2026');
  const popup = page.getByRole('dialog', { name: 'Contract offers' });
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup.getByRole('status')).toContainText('Ended automatically: your contract with sub01.');
  await popup.getByRole('button', { name: 'Close' }).click();

  const centre = await openAgentPage(page, 'Daily salary');
  const offer = centre.getByRole('form', { name: 'Offer a contract to a direct downline' });
  await offer.getByLabel('Daily bet amount').fill('100');
  await offer.getByLabel('Active members').fill('1');
  await offer.getByLabel('Rate (%)').fill('1.5');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(
    centre.getByRole('article', { name: 'To sub01' }).getByText('Waiting for an answer'),
  ).toBeVisible();
  expect(sent).toEqual(expect.arrayContaining(familyCalls));
  const other = family === 'seeds' ? 'MCSFE_processContractDividend' : 'MCS2_';
  expect(sent.filter((s) => s.includes(other))).toEqual([]);
});

test('agent01 offers agent02 a daily salary contract, with no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'agent01', 'Agent#2026');
  const centre = await openAgentPage(page, 'Daily salary');
  await expect(centre.getByText('You have not given any contract of this kind yet.')).toBeVisible();

  const offer = centre.getByRole('form', { name: 'Offer a contract to a direct downline' });
  await offer.getByLabel('Downline').selectOption({ label: 'agent02' });
  await offer.getByLabel('Daily bet amount').fill('100');
  await offer.getByLabel('Active members').fill('1');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByText('Enter a number of 0 or more.')).toBeVisible();
  await offer.getByLabel('Rate (%)').fill('1.5');

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('MCS2_processDailySalContract') && r.url().includes('action=offer'))
      sent.push(r.url());
  });
  await offer.getByRole('button', { name: 'Send offer' }).dblclick();
  await expect(
    centre.getByRole('status').filter({ hasText: 'Your offer was sent to agent02.' }),
  ).toBeVisible();
  expect(sent).toHaveLength(1);
  const given = centre.getByRole('article', { name: 'To agent02' });
  await expect(given.getByText('Waiting for an answer')).toBeVisible();
  await expect(given.getByText('1.5%')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('agent02 is offered the 25% dividend at login, warned of the lower-rate rule, and accepting ends its 30% contract', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'agent02', 'Agent#2026');
  const popup = page.getByRole('dialog', { name: 'Contract offers' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Bonus (dividend) from agent01' })).toBeVisible();
  await expect(
    popup.getByText(/accepting it ends your contract with sub01 \(30%\) automatically/),
  ).toBeVisible();
  await expect(popup.getByRole('region', { name: 'What it would have paid' })).toContainText('Rate reached');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup.getByRole('status')).toContainText(
    'Contract accepted: it is now active. Ended automatically: your contract with sub01.',
  );
  await expect(popup.getByText('No contract is waiting for your answer.')).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();

  const centre = await openAgentPage(page, 'Bonus (dividend)');
  await expect(
    centre.getByRole('article', { name: 'From agent01' }).getByText('Active', { exact: true }),
  ).toBeVisible();
  await expect(
    centre.getByRole('article', { name: 'To sub01' }).getByText('Ended', { exact: true }),
  ).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test("five minutes on the mock clock pay agent01's real-time salary into its wallet and My income", async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'agent01', 'Agent#2026');
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText('R$ 55,521.00');
  await expect
    .poll(async () => {
      const response = await page.request.get('/__mock/events/connections', {
        params: { account: 'agent01' },
      });
      return ((await response.json()) as { value: { open: number } }).value.open;
    })
    .toBe(1);
  const moved = await page.request.post('/__mock/clock', { data: { advanceMinutes: 5 } });
  expect(moved.ok()).toBe(true);
  await expect(balance).toHaveText('R$ 55,521.15');

  const centre = await openAgentPage(page, 'Real-time salary');
  await expect(
    centre.getByRole('article', { name: 'From the site' }).getByText('Every 5 minutes'),
  ).toBeVisible();
  // The page's salary paid (ODSFE2_getRealTimeSalary) lists the payout, and the next one live: a payout's
  // balance event reads it again.
  const paid = centre.getByRole('region', { name: 'Payouts, newest first' });
  await expect(paid.getByRole('row').filter({ hasText: 'R$ 0.15' })).toHaveCount(1);
  await expect(centre.getByText('Paid in all: R$ 0.15')).toBeVisible();
  expect((await page.request.post('/__mock/clock', { data: { advanceMinutes: 5 } })).ok()).toBe(true);
  await expect(paid.getByRole('row').filter({ hasText: 'R$ 0.15' })).toHaveCount(2);
  await expect(centre.getByText('Paid in all: R$ 0.30')).toBeVisible();
  await expect(
    centre
      .getByRole('region', { name: 'Contracts, newest first' })
      .getByRole('row')
      .filter({ hasText: 'Active' }),
  ).toHaveCount(1);
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await centre
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('button', { name: 'My income' })
    .click();
  await centre.getByLabel('Income type').selectOption('Real-time salary');
  const income = centre.getByRole('table', { name: /Your income/ });
  await expect(income.getByRole('row').filter({ hasText: 'R$ 0.15' }).first()).toBeVisible();
});
