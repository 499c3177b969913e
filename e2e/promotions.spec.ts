import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, fillLoginPopup, loginAs, test } from './fixtures';
import { settled } from './support/member-centre';

test.use({ viewport: { width: 1440, height: 900 } });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A small file that starts as a png does: the mock reads the bytes, not the name. */
function smallPng(): Buffer {
  const bytes = Buffer.alloc(256);
  Buffer.from(PNG_SIGNATURE).copy(bytes);
  return bytes;
}

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test('opens /promotions#<id> scrolled to that promotion, focused and highlighted', async ({ page }) => {
  await page.goto('/promotions#510');
  const rebate = card(page, 'Live Casino High Rebate 2%');
  await expect(rebate).toBeFocused();
  await expect(rebate).toHaveAttribute('aria-current', 'true');
  await expect(rebate).toBeInViewport();
  await expect(card(page, 'Welcome Bonus 100% up to R$ 500')).not.toBeInViewport();
});

test('the home carousel leads to its promotion on the page', async ({ page }) => {
  await page.goto('/');
  const promotions = page.getByRole('region', { name: 'Promotions' });
  await promotions.scrollIntoViewIfNeeded();
  await promotions.getByRole('link', { name: 'More: Daily Reload 10%' }).click();
  await expect(page).toHaveURL(/\/promotions#502$/);
  await expect(card(page, 'Daily Reload 10%')).toBeFocused();
});

test('a guest browses by type and is asked to log in to join', async ({ page }) => {
  await page.goto('/promotions');
  const tabs = page.getByRole('tablist', { name: 'Activity types' });
  await tabs.getByRole('tab', { name: 'Ranking' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Ranking' });
  await expect(panel.getByRole('article')).toHaveCount(1);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Log in to join: Weekend Leaderboard' }).click();
  await fillLoginPopup(page, 'player01', 'Player#2026');
  await expect(card(page, 'Weekend Leaderboard').getByText('Status: Open to join')).toBeVisible();
});

test('player01 joins an activity and claims a reward; the header balance rises', async ({ page }) => {
  await page.goto('/promotions');
  await loginAs(page, 'player01', 'Player#2026');
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText('R$ 12,345.67');

  const leaderboard = card(page, 'Weekend Leaderboard');
  await leaderboard.getByRole('button', { name: 'Join: Weekend Leaderboard' }).click();
  await expect(leaderboard.getByText('You joined Weekend Leaderboard.')).toBeVisible();
  await expect(leaderboard.getByText('Status: Joined')).toBeVisible();

  const reload = card(page, 'Daily Reload 10%');
  await reload.getByRole('button', { name: 'Claim: Daily Reload 10%' }).click();
  await expect(reload.getByText('R$ 25.00 was added to your wallet.')).toBeVisible();
  await expect(reload.getByText('Status: Reward claimed')).toBeVisible();
  await expect(balance).toHaveText('R$ 12,370.67');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('applies with a comment and a picture; a 6 MB file is refused with its reason', async ({ page }) => {
  await page.goto('/promotions#506');
  await loginAs(page, 'player01', 'Player#2026');
  const gift = card(page, 'App Download Gift');
  await gift.getByRole('button', { name: 'Apply: App Download Gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply: App Download Gift' });
  await dialog.getByLabel('Comment').fill('Installed the app; my username is player01.');
  await expect(dialog.getByText('43 of 140 characters')).toBeVisible();

  const picker = dialog.getByLabel('Pictures');
  await picker.setInputFiles([
    { name: 'install.png', mimeType: 'image/png', buffer: smallPng() },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) },
  ]);
  await expect(dialog.getByText('huge.png was not added: it is larger than 5 MB.')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Picture 1: install.png' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  await expect(gift.getByText('Your application for App Download Gift was sent for review.')).toBeVisible();
  await expect(gift.getByText('Status: Under review')).toBeVisible();
});
