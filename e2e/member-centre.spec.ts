import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

const current = (centre: ReturnType<Page['getByRole']>) =>
  centre.getByRole('navigation', { name: 'Member centre menu' }).locator('[aria-current="page"]');

test('each header entry opens the member centre on its page, with no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');

  for (const [entry, pageName] of [
    ['My account', 'My account'],
    ['Deposit', 'Deposit'],
    ['Withdrawal', 'Withdraw'],
    ['Account record', 'Account record'],
    ['Betting record', 'Betting record'],
  ] as const) {
    const centre = await openFromAccountMenu(page, entry);
    await expect(current(centre)).toHaveAccessibleName(pageName);
    await expect(centre.getByRole('heading', { level: 3, name: pageName })).toBeVisible();
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(centre).toBeHidden();
  }

  await page.getByRole('banner').getByRole('button', { name: 'Profile' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(current(centre)).toHaveAccessibleName('My account');
  await expect(centre.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await centre.getByRole('button', { name: 'My wallet' }).click();
  await expect(centre.getByRole('heading', { name: 'Transfer between wallets' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await centre.getByRole('button', { name: 'Reward centre' }).click();
  await expect(centre.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('a transfer from the game wallet to the main wallet, by keyboard, and the header keeps the total', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openFromAccountMenu(page, 'My account');
  await centre.getByRole('button', { name: 'My wallet' }).click();
  const wallets = centre.getByRole('list', { name: 'Your wallets' });
  await expect(wallets.getByRole('listitem')).toHaveText([/Main wallet\s*R\$ 10,345\.67/, /R\$ 2,000\.00/]);

  await centre.getByLabel('From').selectOption({ index: 1 });
  await centre.getByRole('textbox', { name: 'Amount' }).fill('750');
  await centre.getByRole('textbox', { name: 'Amount' }).press('Enter');
  await expect(centre.getByRole('status')).toHaveText('R$ 750.00 moved to Main wallet.');
  await expect(wallets.getByRole('listitem')).toHaveText([/Main wallet\s*R\$ 11,095\.67/, /R\$ 1,250\.00/]);
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('R$ 12,345.67');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('Deposit stays in reach in the account menu and the member centre fills the screen', async ({
    page,
  }) => {
    await page.goto('/');
    await loginAs(page, 'player01', 'Player#2026');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true })).toBeHidden();
    const centre = await openFromAccountMenu(page, 'Deposit');
    await expect(current(centre)).toHaveAccessibleName('Deposit');
    await settled(page);
    const box = await centre.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
    await expectNoSeriousA11yViolations(page);

    // The menu is a row that scrolls sideways: choosing an entry far along it scrolls the row, never the
    // dialog off the screen's edge.
    for (const entry of ['Withdraw', 'Transfer to upline', 'Bonus details', 'My account']) {
      await centre.getByRole('button', { name: entry, exact: true }).click();
      await expect(centre.getByRole('heading', { level: 3, name: entry })).toBeVisible();
      await settled(page);
      expect(await centre.boundingBox()).toMatchObject({ x: 0, width: 375 });
      expect((await centre.getByRole('heading', { level: 3, name: entry }).boundingBox())?.x).toBeGreaterThan(
        8,
      );
    }
  });
});
