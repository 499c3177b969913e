import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

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
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await inbox.getByRole('button', { name: /Deposit bonus this weekend/ }).click();
  await expect(centre.getByRole('heading', { name: 'Deposit bonus this weekend', level: 4 })).toBeFocused();
  await expect(menu.getByRole('button', { name: 'Messages 4 unread' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('reading a mission’s message lowers the Messages badge; the Missions one counts rewards to claim', async ({
  page,
}) => {
  const { centre, menu, inbox } = await openMessages(page);
  await expect(menu.getByRole('button', { name: 'Missions leaderboard 1 unread' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Invite friends 1 unread' })).toBeVisible();

  await inbox.getByRole('button', { name: /Mission complete/ }).click();
  await expect(centre.getByRole('heading', { name: /Mission complete/, level: 4 })).toBeFocused();
  await expect(menu.getByRole('button', { name: 'Messages 4 unread' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Missions leaderboard 1 unread' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Invite friends 1 unread' })).toBeVisible();
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
});
