import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

/** The cards and PIX keys, where the withdraw page lists them. */
async function openCards(page: Page) {
  const centre = await openFromAccountMenu(page, 'Withdrawal');
  await expect(centre.getByRole('heading', { name: 'Withdrawable' })).toBeVisible();
  return centre.getByRole('region', { name: 'Receiving account' });
}

async function bindPix(cards: ReturnType<Page['getByRole']>, kind: string, key: string) {
  await cards.getByRole('button', { name: 'Add a card or PIX key' }).click();
  const form = cards.getByRole('form', { name: 'Add a card or PIX key' });
  await form.getByLabel('Bank').selectOption({ label: 'PIX' });
  await form.getByRole('group', { name: 'PIX key type' }).getByRole('radio', { name: kind }).check();
  await form.getByRole('textbox', { name: `PIX key (${kind})` }).fill(key);
  await form.getByLabel('Withdraw password').fill('123456');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(cards.getByRole('status')).toHaveText(/was added\.$/);
}

test('binds a PIX key of each kind the template offers, up to the maximum, and deletes one', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const cards = await openCards(page);
  await expect(cards.getByRole('radio', { name: /^PIX account ending in 8909/ })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  // A bad key is said on its field, the form kept as typed.
  await cards.getByRole('button', { name: 'Add a card or PIX key' }).click();
  const form = cards.getByRole('form', { name: 'Add a card or PIX key' });
  await form.getByLabel('Bank').selectOption({ label: 'PIX' });
  const kinds = form.getByRole('group', { name: 'PIX key type' });
  await expect(kinds.getByRole('radio')).toHaveCount(4);
  await kinds.getByRole('radio', { name: 'Random key' }).check();
  const key = form.getByRole('textbox', { name: 'PIX key (Random key)' });
  await key.fill('not-a-random-key');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText('A random key is 36 characters', { exact: false })).toBeVisible();
  await expect(key).toHaveValue('not-a-random-key');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await cards.getByRole('button', { name: 'Add a card or PIX key' }).click();

  await bindPix(cards, 'Phone', '(11) 98765-4321');
  await bindPix(cards, 'E-mail', 'lucas@example.com');
  await bindPix(cards, 'Random key', '123e4567-e89b-12d3-a456-426614174000');
  await expect(cards.getByRole('radio')).toHaveCount(5);
  await expect(
    cards.getByText('You have bound the maximum of 5 cards and keys.', { exact: false }),
  ).toBeVisible();
  await expect(cards.getByRole('button', { name: 'Add a card or PIX key' })).toHaveCount(0);

  // Deleting the seeded CPF key makes room for a CPF again.
  await cards.getByRole('button', { name: 'Delete PIX ****8909' }).click();
  const removal = cards.getByRole('form', { name: 'Delete PIX ****8909' });
  await removal.getByLabel('Withdraw password').fill('123456');
  await removal.getByRole('button', { name: 'Delete' }).click();
  await expect(cards.getByRole('status')).toHaveText('PIX ****8909 was deleted.');
  await expect(cards.getByRole('radio')).toHaveCount(4);
  await bindPix(cards, 'CPF', '123.456.789-09');
  await expect(cards.getByRole('radio', { name: /^PIX account ending in 8909/ })).toBeVisible();
});

test('deletes a card by SMS code where the site asks for one', async ({ page, mock }) => {
  await mock.scenario({ flags: { DELCARDPWSVERF3: false } });
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const cards = await openCards(page);
  await cards.getByRole('button', { name: 'Delete PIX ****8909' }).click();
  const removal = cards.getByRole('form', { name: 'Delete PIX ****8909' });
  await removal.getByRole('button', { name: 'Send code' }).click();
  const code = await mock.latestSms('11987654321');
  await removal.getByLabel('SMS code').fill(code);
  await removal.getByRole('button', { name: 'Delete' }).click();
  await expect(cards.getByRole('status')).toHaveText('PIX ****8909 was deleted.');
});
