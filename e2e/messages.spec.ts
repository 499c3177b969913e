import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

// The inbox against the mock's answers in the platform's shapes (EMFE_*, spec 5 2.6).

async function openMessages(page: Page) {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openFromAccountMenu(page, 'My account');
  const menu = centre.getByRole('navigation', { name: 'Member centre menu' });
  await menu.getByRole('button', { name: 'Messages 5 unread' }).click();
  const inbox = centre.getByRole('list', { name: 'Inbox' });
  await expect(inbox.getByRole('button')).toHaveCount(9);
  return { centre, menu, inbox };
}

test('read a message and see the Messages badge fall, with no serious accessibility violation', async ({
  page,
}) => {
  // Two axe runs on a shared machine.
  test.slow();
  const { centre, menu, inbox } = await openMessages(page);
  await expect(inbox.getByText('Unread', { exact: true })).toHaveCount(5);
  await expect(inbox.getByRole('button').first()).toContainText('A loyalty gift for you');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await inbox.getByRole('button', { name: /Deposit bonus this weekend/ }).click();
  await expect(centre.getByRole('heading', { name: 'Deposit bonus this weekend', level: 4 })).toBeFocused();
  await expect(menu.getByRole('button', { name: 'Messages 4 unread' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('claim the reward a message carries: the balance rises by R$ 15', async ({ page }) => {
  const { centre, inbox } = await openMessages(page);
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText('R$ 12,345.67');
  await inbox.getByRole('button', { name: /A loyalty gift for you/ }).click();
  const reward = centre.getByRole('region', { name: 'Reward in this message' });
  await expect(reward.getByText('Ready to claim.')).toBeVisible();
  await expect(reward.getByText('R$ 15.00')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await reward.getByRole('button', { name: 'Claim' }).click();
  await expect(reward.getByRole('status')).toHaveText('Claimed! The reward is in your balance.');
  await expect(balance).toHaveText('R$ 12,360.67');
});

test('delete checked messages after a confirmation, and the badge follows', async ({ page }) => {
  const { centre, menu, inbox } = await openMessages(page);
  await inbox.getByRole('checkbox', { name: 'Select Deposit bonus this weekend' }).check();
  await inbox.getByRole('checkbox', { name: 'Select Points never expire' }).check();
  await centre.getByRole('button', { name: 'Delete selected (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 messages?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(inbox.getByRole('button')).toHaveCount(7);
  await expect(inbox.getByText('Deposit bonus this weekend')).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Messages 4 unread' })).toBeVisible();
});

test('hostile HTML in a message runs nothing, and Mark all as read clears the badge', async ({ page }) => {
  const { centre, menu, inbox } = await openMessages(page);
  await inbox.getByRole('button', { name: /Security notice/ }).click();
  await expect(centre.getByRole('link', { name: 'Help centre' })).toHaveAttribute('target', '_blank');
  await expect(centre.getByText('Verify your account')).not.toHaveAttribute('href');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  await centre.getByRole('button', { name: 'Back to inbox' }).click();
  await centre.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(menu.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
  await expect(centre.getByText('Every message is read.')).toBeVisible();
  await expect(inbox.getByText('Unread', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('write to the site from the Sent tab, with no serious accessibility violation', async ({ page }) => {
  const { centre } = await openMessages(page);
  await centre.getByRole('tab', { name: 'Sent' }).click();
  const sent = centre.getByRole('list', { name: 'Sent' });
  await expect(sent.getByText('Question about my bonus')).toBeVisible();
  const form = centre.getByRole('form', { name: 'Write a message' });
  await form.getByLabel('To').selectOption({ label: 'Customer service' });
  await form.getByLabel('Subject').fill('Weekend bonus');
  await form.getByLabel('Message').fill('Is it paid on Sunday?');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText('Your message was sent.');
  await expect(sent.getByText('Weekend bonus', { exact: true })).toBeVisible();
});
