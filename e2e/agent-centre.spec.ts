import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { settled } from './support/member-centre';

test('agent01 opens the agent centre from the account menu and reads the team overview, with no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'agent01', 'Agent#2026');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Account menu/ }).click();
  await header.getByRole('list', { name: 'Account menu' }).getByRole('button', { name: 'Agent' }).click();

  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre).toBeVisible();
  const menu = centre.getByRole('navigation', { name: 'Agent centre menu' });
  await expect(menu.getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('button', { name: 'Real-time salary' })).toBeVisible();

  // A figure is the value under its name in the cards (dt, then dd).
  const figure = (name: string) =>
    centre.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Team size')).toHaveText('13');
  await expect(figure('Valid bets')).toHaveText('R$ 3,466.00');
  await centre.getByRole('tab', { name: 'This week' }).click();
  await expect(centre.getByText('2026-10-26 to 2026-11-01')).toBeVisible();
  await expect(figure('Deposits')).toHaveText('R$ 4,870.00');
  await expect(centre.getByRole('list', { name: 'Valid bets' }).getByRole('listitem')).toHaveCount(7);
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await menu.getByRole('button', { name: 'Announcement' }).click();
  await expect(
    centre
      .getByRole('list', { name: 'Announcements' })
      .getByRole('heading', { name: 'Real-time salary now paid every five minutes' }),
  ).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('an agent-page login lands in the agent centre; player01 is refused there', async ({ page }) => {
  await page.goto('/agentHome');
  const form = page.getByRole('form', { name: 'Agent login' });
  await form.getByLabel('Agent username').fill('player01');
  await form.getByLabel('Password').fill('Player#2026');
  await form.getByRole('button', { name: 'Log in to the agent area' }).click();
  await expect(form.getByRole('alert')).toHaveText('Only agents can log in.');
  await expect(page.getByRole('dialog', { name: 'Agent centre' })).toBeHidden();

  await form.getByLabel('Agent username').fill('agent01');
  await form.getByLabel('Password').fill('Agent#2026');
  await form.getByRole('button', { name: 'Log in to the agent area' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Team overview' })).toBeVisible();
});

test('a trial account has no agent entry and is told at /agentHome that it is not an agent', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Free play' }).click();
  await header.getByRole('button', { name: /Account menu/ }).click();
  const menu = header.getByRole('list', { name: 'Account menu' });
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Agent' })).toHaveCount(0);

  await page.goto('/agentHome');
  await expect(page.getByRole('status').filter({ hasText: 'This account is not an agent' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Agent centre' })).toBeHidden();
});
