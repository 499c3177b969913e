import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const TRIAL_TEXT = 'This is a trial account. Please register a real account to continue.';

test('free play gives a trial account that may browse but is stopped at the member centre', async ({
  page,
}) => {
  await page.goto('/promotions');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Free play' }).click();

  await expect(header.getByRole('button', { name: /Guest \d+/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Free play' })).toHaveCount(0);

  // The avatar would open the profile: a trial account gets the notice instead, by keyboard alone.
  const profile = header.getByRole('button', { name: 'Profile' });
  await profile.focus();
  await page.keyboard.press('Enter');
  const notice = page.getByRole('dialog', { name: 'Prompt' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAccessibleDescription(TRIAL_TEXT);
  await expect(notice.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Focus is inside the notice on its Confirm button; Tab stays inside; Enter closes; focus goes back.
  const confirm = notice.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(notice.locator(':focus')).toHaveCount(1);
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await expect(profile).toBeFocused();

  // The account menu's "My account" and the Deposit button are stopped the same way; Escape closes.
  await header.getByRole('button', { name: /Guest \d+/ }).click();
  await header
    .getByRole('list', { name: 'Account menu' })
    .getByRole('button', { name: 'My account' })
    .click();
  await expect(notice).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await header.getByRole('button', { name: 'Deposit' }).click();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A trial account may browse login-only pages.
  await page.goto('/lottery');
  await expect(page).toHaveURL(/\/lottery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();

  // The agent area is not for a trial account either.
  await page.goto('/agentHome');
  await expect(page.getByText('This account is not an agent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open agent centre' })).toHaveCount(0);
});

test('free play is not offered when the site switches it off', async ({ page, mock }) => {
  await mock.scenario({ flags: { FREEPLAY3: false } });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Free play' })).toHaveCount(0);
});

test('agent01 logs in at /agentHome with the agent login form, by keyboard alone', async ({ page }) => {
  await page.goto('/agentHome');
  const form = page.getByRole('form', { name: 'Agent login' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Agent home' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('Agent username').focus();
  await page.keyboard.type('agent01');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Agent#2026');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Log in to the agent area' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Just logged in on the agent page: the agent centre opens on its own (issue 12), over the agent home.
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();

  await expect(page.getByRole('heading', { level: 2, name: /Welcome back, / })).toBeVisible();
  await expect(form).toHaveCount(0);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const open = page.getByRole('button', { name: 'Open agent centre' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Agent centre' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(open).toBeFocused();

  // The agent home stays after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open agent centre' })).toBeVisible();
});

test('player01 is refused at the agent login and keeps what was typed', async ({ page }) => {
  await page.goto('/agentHome');
  const form = page.getByRole('form', { name: 'Agent login' });
  await form.getByLabel('Agent username').fill('player01');
  await form.getByLabel('Password').fill('Player#2026');
  await form.getByRole('button', { name: 'Log in to the agent area' }).click();

  await expect(form.getByRole('alert')).toHaveText('Only agents can log in.');
  await expect(form.getByLabel('Agent username')).toHaveValue('player01');
  await expect(form.getByLabel('Password')).toHaveValue('Player#2026');
  await expect(form.getByRole('button', { name: 'Log in to the agent area' })).toBeEnabled();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expectNoSeriousA11yViolations(page);
});

test('a logged-in player01 visiting /agentHome is told only agents may enter', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  await page.goto('/agentHome');
  await expect(page.getByText('This account is not an agent')).toBeVisible();
  await expect(page.getByText(/You are logged in as player01/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Agent login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open agent centre' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
