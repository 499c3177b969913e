import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('invite friends: the link built from a promotion domain is copied, friends and rules shown, with no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openFromAccountMenu(page, 'My account');
  await centre.getByRole('button', { name: 'Invite friends' }).click();

  // player01's first usable promotion domain, www. before it, and ?r= under SIMPLIFIEDURL3.
  const link = 'https://www.luckyplay-invite.example/?r=REF10001';
  await expect(centre.getByText(link, { exact: true })).toBeVisible();
  await expect(centre.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  await expect(centre.getByText('Invite friends through Zalo and earn up to 131K')).toBeVisible();
  const friends = centre.getByRole('region', { name: 'Friends invited (4 friends)' });
  await expect(friends.getByRole('row')).toHaveCount(5);
  await expect(friends.getByRole('row').nth(1)).toContainText('ma***na');
  await expect(centre.getByRole('region', { name: 'Referral rules' })).toContainText(
    'Share your link or code.',
  );
  await expect(centre.getByRole('list', { name: 'Share on' }).getByRole('link')).toHaveText([
    'WhatsApp',
    'Telegram',
    'Facebook',
    'SMS',
  ]);
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await centre.getByRole('button', { name: 'Copy referral link' }).click();
  await expect(centre.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test('missions: progress bars and the player highlighted on the leaderboard, with no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openFromAccountMenu(page, 'My account');
  await centre.getByRole('button', { name: 'Missions leaderboard' }).click();

  await expect(centre.getByRole('progressbar', { name: 'Progress of Play 50 slot spins' })).toHaveAttribute(
    'aria-valuenow',
    '32',
  );
  await expect(centre.getByText('Your rank: #7 with 1,240 points')).toBeVisible();
  await expect(centre.getByRole('row').filter({ hasText: 'You' })).toContainText('pl***01');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});
