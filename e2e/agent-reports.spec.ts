import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { settled } from './support/member-centre';

async function openAgentCentre(page: Page) {
  await page.goto('/');
  await loginAs(page, 'agent01', 'Agent#2026');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Account menu/ }).click();
  await header.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Agent' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  const menu = centre.getByRole('navigation', { name: 'Agent centre menu' });
  return { centre, menu };
}

test('agent01 filters team betting by a preset and an account, and exports the whole result', async ({
  page,
}) => {
  const { centre, menu } = await openAgentCentre(page);
  await menu.getByRole('button', { name: 'Team betting' }).click();
  await expect(
    centre.getByRole('table', { name: /^Team betting from 2026-10-26 to 2026-11-01/ }),
  ).toBeVisible();

  await centre.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(
    centre.getByRole('table', { name: /^Team betting from 2026-10-03 to 2026-11-01/ }),
  ).toBeVisible();
  await centre.getByRole('searchbox', { name: 'Account' }).fill('team0');
  await centre.getByRole('button', { name: 'Search' }).click();
  await centre.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Direct members' });
  const table = centre.getByRole('table', { name: /^Team betting from 2026-10-03 to 2026-11-01: \d+ lines/ });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.locator('tfoot tr')).toHaveCount(2);
  const caption = (await table.locator('caption').textContent()) ?? '';
  const total = Number(/: (\d+) lines/.exec(caption)?.[1]);
  expect(total).toBeGreaterThan(20);
  await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText(/^team0\d$/);

  const download = page.waitForEvent('download');
  await centre.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('team-betting-2026-10-03_2026-11-01.csv');
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('Date,Account,Level,Game type,Bets,Valid bet,Win/loss');
  expect(lines).toHaveLength(1 + total);
  expect(lines.slice(1).every((line) => /^2026-1[01]-\d\d,team0\d,1,/.test(line))).toBe(true);
  await expect(centre.getByRole('status').filter({ hasText: `${total} lines saved` })).toBeVisible();
});

const reports = [
  { entry: 'Team betting', table: /^Team betting from/ },
  { entry: 'User profit and loss', table: /^Members' profit and loss from/ },
  { entry: 'My income', table: /^Your income from/ },
  { entry: 'Downline transaction details', table: /^Downline deposits and withdrawals from/ },
] as const;

// One journey a report: each is short, so a loaded machine cannot push four accessibility runs past the limit.
for (const { entry, table } of reports) {
  test(`${entry} opens from the agent centre menu with no serious accessibility violation`, async ({
    page,
  }) => {
    const { centre, menu } = await openAgentCentre(page);
    await menu.getByRole('button', { name: entry }).click();
    await expect(centre.getByRole('table', { name: table })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });
}
