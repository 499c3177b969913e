import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

/** The raffle or ticket whose heading is `title`. */
function item(centre: Locator, page: Page, title: string) {
  return centre
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function openRewardCentre(page: Page) {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openFromAccountMenu(page, 'My account');
  await centre.getByRole('button', { name: /^Reward centre/ }).click();
  await expect(centre.getByRole('heading', { name: 'Raffles' })).toBeVisible();
  return centre;
}

test('reward centre: claim a raffle and spin a prize wheel, the prize said in words and the balance rising', async ({
  page,
}) => {
  const balance = page.getByRole('banner').getByTestId('header-balance');
  const centre = await openRewardCentre(page);
  await expect(balance).toHaveText('R$ 12,345.67');
  await expect(centre.getByRole('button', { name: 'Spin' }).first()).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  const raffle = item(centre, page, 'Weekend raffle');
  await expect(raffle).toContainText('Ready to claim');
  await raffle.getByRole('button', { name: 'Claim' }).click();
  await expect(raffle.getByRole('status')).toHaveText('R$ 20.00 added to your wallet.');
  await expect(raffle).toContainText('Claimed on');
  await expect(balance).toHaveText('R$ 12,365.67');

  const wheel = item(centre, page, 'Deposit prize wheel');
  await wheel.getByRole('button', { name: 'Spin' }).click();
  // The wheel lands on the server's prize (R$ 8.88) and only then says it.
  await expect(wheel.getByRole('status')).toHaveText('You won R$ 8.88', { timeout: 10_000 });
  await expect(balance).toHaveText('R$ 12,374.55');

  // A ticket waiting on a deposit says what remains and has nothing to press.
  const locked = item(centre, page, 'High roller golden egg');
  await expect(locked).toContainText('Deposit R$ 60.00 more (of R$ 100.00)');
  await expect(locked.getByRole('button')).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('reward centre: a ticket given by the back office cracks at once with reduced motion', async ({
  page,
  request,
}) => {
  const given = await request.post('/__mock/tickets', {
    data: { account: 'player01', type: 'GOLDEN_EGG', prize: 6.66, title: 'Launch golden egg' },
  });
  expect(given.ok()).toBe(true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const centre = await openRewardCentre(page);

  const egg = item(centre, page, 'Launch golden egg');
  await egg.getByRole('button', { name: 'Crack' }).click();
  await expect(egg.getByRole('status')).toHaveText('You won R$ 6.66');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('R$ 12,352.33');
});

test('reward centre: an issued reward claimed raises the balance; one needing a verified mobile says so and leads to My account', async ({
  page,
  request,
}) => {
  const issued = await request.post('/__mock/issued-rewards', {
    data: { account: 'player01', name: 'Mobile bonus', amount: 7, requires: 'required.mobile_no_verified' },
  });
  expect(issued.ok()).toBe(true);
  const balance = page.getByRole('banner').getByTestId('header-balance');
  const centre = await openRewardCentre(page);
  await expect(balance).toHaveText('R$ 12,345.67');
  const rewards = centre.getByRole('region', { name: 'My rewards' });

  const gift = item(rewards, page, 'Loyalty gift');
  await gift.getByRole('button', { name: 'Claim Loyalty gift' }).click();
  await expect(gift.getByRole('status')).toHaveText('R$ 15.00 added to your wallet.');
  await expect(balance).toHaveText('R$ 12,360.67');

  const mobile = item(rewards, page, 'Mobile bonus');
  await mobile.getByRole('button', { name: 'Claim Mobile bonus' }).click();
  const refusal = mobile.getByRole('alert');
  await expect(refusal).toContainText('Verify your mobile number in My account to claim this reward.');
  await expect(balance).toHaveText('R$ 12,360.67');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await refusal.getByRole('button', { name: 'Go to My account' }).click();
  await expect(
    centre
      .getByRole('navigation', { name: 'Member centre menu' })
      .getByRole('button', { name: 'My account' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('reward centre: the daily check-in pays today once', async ({ page }) => {
  const balance = page.getByRole('banner').getByTestId('header-balance');
  const centre = await openRewardCentre(page);
  await expect(balance).toHaveText('R$ 12,345.67');
  const checkIn = centre.getByRole('region', { name: 'Daily check-in' });
  await checkIn.getByRole('button', { name: 'Check in for R$ 3.00' }).click();
  await expect(checkIn.getByRole('status')).toHaveText('Checked in: R$ 3.00 added to your wallet.');
  await expect(balance).toHaveText('R$ 12,348.67');
  await expect(checkIn.getByRole('button', { name: /^Check in/ })).toHaveCount(0);
});
