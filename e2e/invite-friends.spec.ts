import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('invite friends: copy the referral link on the site itself, with no serious accessibility violation', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openFromAccountMenu(page, 'My account');
  await centre.getByRole('button', { name: 'Invite friends' }).click();

  const origin = new URL(baseURL ?? page.url()).origin;
  const link = `${origin}/register?referralCode=REF10001`;
  await expect(centre.getByText(link, { exact: true })).toBeVisible();
  await expect(centre.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  await expect(centre.getByText('Invite friends through Zalo and earn up to 131K')).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Friends invited (4 friends)' })).toBeVisible();
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
