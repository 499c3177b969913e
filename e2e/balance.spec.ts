import { expect, loginAs, test } from './fixtures';
import { openFromAccountMenu } from './support/member-centre';

// The balance as the platform answers it (spec 5, 2.3): builds that send the wallet lines as an object.
test('the header balance and the wallets from an answer whose lines come as an object', async ({
  page,
  mock,
}) => {
  await mock.scenario({ balanceShape: 'object' });
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('R$ 12,345.67');

  const centre = await openFromAccountMenu(page, 'My account');
  await centre.getByRole('button', { name: 'My wallet' }).click();
  const wallets = centre.getByRole('list', { name: 'Your wallets' });
  // The main wallet is the platform's accountTypeId 2; a game wallet is named by its displayName.
  await expect(wallets.getByRole('listitem')).toHaveText([
    /Main wallet\s*R\$ 10,345\.67/,
    /PG Soft\s*R\$ 2,000\.00/,
  ]);
});
