import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

test("missions: a completed mission's reward is claimed, the balance rises and the badge goes", async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const balance = page.getByRole('banner').getByTestId('header-balance');
  const centre = await openFromAccountMenu(page, 'My account');
  const menu = centre.getByRole('navigation', { name: 'Member centre menu' });
  await expect(menu.getByRole('button', { name: 'Missions leaderboard 1 to claim' })).toBeVisible();
  await menu.getByRole('button', { name: /^Missions leaderboard/ }).click();
  await expect(centre.getByRole('heading', { name: 'Milestones' })).toBeVisible();
  await expect(balance).toHaveText('R$ 12,345.67');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  const mission = centre
    .getByRole('listitem')
    .filter({ has: page.getByRole('progressbar', { name: 'Progress of Deposit R$ 100 this week' }) });
  await mission.getByRole('button', { name: 'Claim the reward of Deposit R$ 100 this week' }).click();
  await expect(mission.getByRole('status')).toHaveText('R$ 5.00 added to your wallet.');
  await expect(balance).toHaveText('R$ 12,350.67');
  await expect(mission).toContainText('Claimed');
  await expect(menu.getByRole('button', { name: 'Missions leaderboard', exact: true })).toBeVisible();

  await centre.getByText('Rules').click();
  await expect(centre.getByText(/Missions run from Monday to Sunday\./)).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});
