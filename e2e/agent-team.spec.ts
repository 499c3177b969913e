import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { settled } from './support/member-centre';
import type { Page } from '@playwright/test';

/** agent01 logged in, with the agent centre open from the account menu. */
async function openAgentCentre(page: Page) {
  await page.goto('/');
  await loginAs(page, 'agent01', 'Agent#2026');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Account menu/ }).click();
  await header.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Agent' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre).toBeVisible();
  return { centre, menu: centre.getByRole('navigation', { name: 'Agent centre menu' }) };
}

test('agent01 creates a downline player and finds it in team management, with no serious accessibility violation', async ({
  page,
}) => {
  const { centre, menu } = await openAgentCentre(page);
  await menu.getByRole('button', { name: 'Account registration' }).click();
  const form = centre.getByRole('form', { name: 'Create a downline account' });
  await form.getByRole('textbox', { name: 'Username' }).fill('e2ekid01');
  await form.getByLabel('Password', { exact: true }).fill('Kid#2026ok');
  await form.getByLabel('Confirm password').fill('Kid#2026ok');
  await expect(centre.getByRole('img', { name: 'QR code of your sign-up link' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('status')).toHaveText('e2ekid01 was created. It is in Team management now.');

  await menu.getByRole('button', { name: 'Team management' }).click();
  const table = centre.getByRole('table', { name: 'Members under agent01' });
  const row = table.getByRole('row', { name: /^e2ekid01 / });
  await expect(row.getByRole('cell', { name: 'Never' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'R$ 0.00' })).toBeVisible();
});

test('agent01 transfers to a downline, collects from it, and both balances move, with no serious accessibility violation', async ({
  page,
}) => {
  const { centre, menu } = await openAgentCentre(page);
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText('R$ 55,521.00');
  await menu.getByRole('button', { name: 'Team management' }).click();
  const table = centre.getByRole('table', { name: 'Members under agent01' });
  const row = table.getByRole('row', { name: /^team03 / });
  await expect(row.getByRole('cell', { name: 'R$ 300.55' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: 'Transfer to team03' }).click();
  const form = centre.getByRole('form', { name: 'Transfer to team03' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('250');
  await form.getByLabel('Withdraw password').fill('654321');
  await form.getByRole('button', { name: 'Continue' }).click();
  const confirm = centre.getByRole('region', { name: 'Confirm the transfer' });
  await expect(confirm).toContainText('Send R$ 250.00 to team03 (Team member 3)?');
  await confirm.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'sent to team03' })).toHaveText(
    /^R\$ 250\.00 sent to team03\. Reference UT\d+\.$/,
  );
  await expect(balance).toHaveText('R$ 55,271.00');
  await expect(row.getByRole('cell', { name: 'R$ 550.55' })).toBeVisible();

  await row.getByRole('button', { name: 'Collect from team03' }).click();
  const collect = centre.getByRole('form', { name: 'Collect from team03' });
  await expect(collect).toContainText('team03 holds: R$ 550.55');
  await collect.getByRole('textbox', { name: 'Amount' }).fill('50.55');
  await collect.getByLabel('Withdraw password').fill('654321');
  await collect.getByRole('button', { name: 'Continue' }).click();
  const confirmCollect = centre.getByRole('region', { name: 'Confirm the collection' });
  await expect(confirmCollect).toContainText('Collect R$ 50.55 from team03 (Team member 3)?');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await confirmCollect.getByRole('button', { name: 'Confirm collection' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'collected from team03' })).toHaveText(
    /^R\$ 50\.55 collected from team03\. Reference UT\d+\.$/,
  );
  await expect(balance).toHaveText('R$ 55,321.55');
  await expect(row.getByRole('cell', { name: 'R$ 500.00' })).toBeVisible();
});

test('agent01 sends one amount to several downlines at once, with no serious accessibility violation', async ({
  page,
}) => {
  const { centre, menu } = await openAgentCentre(page);
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText('R$ 55,521.00');
  await menu.getByRole('button', { name: 'Team management' }).click();
  await centre.getByRole('button', { name: 'Send to several downlines' }).click();
  const form = centre.getByRole('form', { name: 'Send to several downlines' });
  const choices = form.getByRole('group', { name: 'Downlines to send to' });
  await choices.getByRole('checkbox', { name: 'team04 (Team member 4)' }).check();
  await choices.getByRole('checkbox', { name: 'team05 (Team member 5)' }).check();
  await form.getByRole('textbox', { name: 'Amount to each' }).fill('10');
  await form.getByLabel('Withdraw password').fill('654321');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Continue' }).click();
  const confirm = centre.getByRole('region', { name: 'Confirm the transfer' });
  await expect(confirm).toContainText('Send R$ 10.00 to each of team04, team05, R$ 20.00 in all?');
  await confirm.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'sent to each of' })).toHaveText(
    /^R\$ 10\.00 sent to each of team04, team05 \(R\$ 20\.00 in all\)\. Reference UT\d+\.$/,
  );
  await expect(balance).toHaveText('R$ 55,501.00');
});
