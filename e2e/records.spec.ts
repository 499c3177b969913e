import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

const bodyRows = (table: Locator) => table.getByRole('rowgroup').nth(1).getByRole('row');

test('the betting record: last 7 days with totals, and a CSV of the whole filtered range', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openFromAccountMenu(page, 'Betting record');
  await expect(centre.getByRole('heading', { level: 3, name: 'Betting record' })).toBeVisible();

  await centre.getByRole('button', { name: 'Last 30 days' }).click();
  await centre.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(centre.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  const week = centre.getByRole('table', { name: 'Bets from Oct 26, 2026 to Nov 1, 2026: 16 bets' });
  await expect(bodyRows(week)).toHaveCount(16);
  const totals = week.getByRole('rowgroup').last().getByRole('row');
  await expect(totals).toHaveText(/Total\s*R\$ 527\.00\s*R\$ 527\.00\s*\+R\$ 506\.88/);

  // A range of several export pages, narrowed by a filter: the file holds every line the filters select.
  await centre.getByLabel('From', { exact: true }).fill('2026-08-04');
  const wide = centre.getByRole('table', { name: /Aug 4, 2026 to Nov 1, 2026: \d+ bets/ });
  await expect(wide).toBeVisible();
  await centre.getByRole('combobox', { name: 'Game type' }).selectOption({ label: 'Slots' });
  const slots = centre.getByRole('table', { name: /Aug 4, 2026 to Nov 1, 2026: \d+ bets/ });
  await expect(slots).not.toHaveAttribute('aria-busy', 'true');
  const caption = (await slots.locator('caption').textContent()) ?? '';
  const total = Number(/: (\d+) bets/.exec(caption)?.[1]);
  expect(total).toBeGreaterThan(20);
  await expect(centre.getByText(/^Page 1 of \d+$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await centre.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('betting-record-2026-08-04_2026-11-01.csv');
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe(
    'Bet number,Bet time (UTC),Settled (UTC),Vendor,Game type,Game,Bet amount,Valid bet,Win/loss,Payout,Status',
  );
  expect(lines).toHaveLength(1 + total);
  expect(lines.slice(1).every((line) => line.split(',')[4] === 'Slots')).toBe(true);
  await expect(centre.getByRole('status').filter({ hasText: `${total} lines saved` })).toBeVisible();
});

/** Each record, reached from the centre's menu, with what shows its answer has arrived. */
const records = [
  { entry: 'Betting record', loaded: { role: 'table', name: /^Bets from Oct 26, 2026/ } },
  { entry: 'Account record', loaded: { role: 'table', name: /^Account movements from Oct 26, 2026/ } },
  { entry: 'Profit and loss', loaded: { role: 'img', name: /^Daily profit and loss from Oct 26, 2026/ } },
  { entry: 'Bonus details', loaded: { role: 'table', name: /^Bonuses from Oct 26, 2026/ } },
] as const;

for (const { entry, loaded } of records) {
  test(`${entry} opens from the centre menu without a serious accessibility violation`, async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'player01', 'Player#2026');
    const centre = await openFromAccountMenu(page, 'My account');
    await centre
      .getByRole('navigation', { name: 'Member centre menu' })
      .getByRole('button', { name: entry })
      .click();
    await expect(centre.getByRole('heading', { level: 3, name: entry })).toBeVisible();
    await expect(centre.getByRole(loaded.role, { name: loaded.name })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the betting record scrolls sideways inside its own region and the page does not', async ({
    page,
  }) => {
    await page.goto('/');
    await loginAs(page, 'player01', 'Player#2026');
    const centre = await openFromAccountMenu(page, 'Betting record');
    const region = centre.getByRole('region', { name: /Bets from Oct 26, 2026/ });
    await expect(region).toBeVisible();
    await settled(page);
    const widths = await region.evaluate((el) => ({
      region: el.clientWidth,
      table: el.scrollWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(widths.table).toBeGreaterThan(widths.region);
    expect(widths.page).toBeLessThanOrEqual(375);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });
});
