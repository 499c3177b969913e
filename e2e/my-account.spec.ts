import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

test.use({ viewport: { width: 1440, height: 900 } });

async function openMyAccount(page: Page) {
  const centre = await openFromAccountMenu(page, 'My account');
  await expect(centre.getByRole('region', { name: 'Profile' })).toBeVisible();
  return centre;
}

/**
 * The site enables WhatsApp in its register settings (the mock's default enables no contact handle): in the
 * status answer's rule map, read first, and in the separate settings call.
 */
async function enableWhatsApp(page: Page) {
  type Rules = Record<string, { enabled: boolean }>;
  const enable = (rules: Rules) => {
    rules.whatsapp = { ...rules.whatsapp!, enabled: true };
  };
  await page.route('**/wps/system/setting/register', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: Rules };
    enable(body.value);
    await route.fulfill({ response, json: body });
  });
  await page.route('**/wps/system/status', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { info: { register: Rules } } };
    enable(body.value.info.register);
    await route.fulfill({ response, json: body });
  });
}

test('edits the profile: full name and birthday are then read-only, and kept after a reload', async ({
  page,
}) => {
  await enableWhatsApp(page);
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  let centre = await openMyAccount(page);
  const profile = centre.getByRole('region', { name: 'Profile' });

  await profile.getByRole('textbox', { name: 'Birthday' }).fill('2015-03-01');
  await profile.getByRole('textbox', { name: 'Full name' }).fill('Lucas Pereira');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('You must be at least 21 years old.')).toBeVisible();

  await profile.getByRole('textbox', { name: 'Birthday' }).fill('1990-05-14');
  await profile.getByRole('textbox', { name: 'WhatsApp' }).fill('5511987654321');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await expect(profile.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('readonly', '');
  await expect(profile.getByRole('textbox', { name: 'Birthday' })).toHaveAttribute('readonly', '');

  await page.reload();
  centre = await openMyAccount(page);
  const again = centre.getByRole('region', { name: 'Profile' });
  await expect(again.getByRole('textbox', { name: 'Full name' })).toHaveValue('Lucas Pereira');
  await expect(again.getByRole('textbox', { name: 'Birthday' })).toHaveValue('1990-05-14');
  await expect(again.getByRole('textbox', { name: 'WhatsApp' })).toHaveValue('5511987654321');
});

test('shows the VIP progress bars with their numbers, and the rank’s benefits and rules a click away', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openMyAccount(page);
  const vip = centre.getByRole('region', { name: 'VIP progress' });
  await expect(vip.getByText('Your rank: VIP 3')).toBeVisible();
  const monthly = vip.getByRole('progressbar', { name: 'Monthly turnover' });
  await expect(monthly).toHaveAttribute('value', '37');
  await expect(vip.getByText('R$ 7,455.50 of R$ 20,000.00 (37%)')).toBeVisible();
  await expect(vip.getByText('R$ 98,765.40 of R$ 150,000.00 (65%)')).toBeVisible();

  await vip.getByRole('button', { name: 'Benefits and rules' }).click();
  await expect(vip.getByText('Upgrade bonus')).toBeVisible();
  await expect(vip.getByText('Your rank is reviewed on the first day of each month.')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('the security centre lists what the site asks for, and a mobile bound from it completes its item', async ({
  page,
  mock,
}) => {
  await page.goto('/');
  await loginAs(page, 'team01', 'Team#2026');
  const centre = await openMyAccount(page);
  const security = centre.getByRole('region', { name: 'Security' });
  const checklist = security.getByRole('list', { name: 'Security centre' });
  await expect(checklist.getByRole('listitem')).toHaveText([
    /Mobile number verified\s*Not done/,
    /Identity verified\s*Not done/,
  ]);
  await expect(security.getByText('0% complete')).toBeVisible();

  await checklist.getByRole('button', { name: 'Verify your mobile number' }).click();
  const form = security.getByRole('form', { name: 'Bind mobile' });
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('11955550001');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('status')).toHaveText('We sent a code by SMS to +55 11955550001.');
  await form.getByRole('textbox', { name: 'Verification code' }).fill(await mock.latestSms('11955550001'));
  await form.getByRole('button', { name: 'Bind this number' }).click();
  await expect(security.getByRole('status')).toHaveText('Your mobile number is bound.');
  await expect(security.getByText('50% complete')).toBeVisible();
  await expect(checklist.getByRole('listitem').first()).toHaveText(/Mobile number verified\s*Done/);
});

test('a phone that is not a mobile number of the chosen country is refused, with the reason, before any code is sent', async ({
  page,
}) => {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/v2/verification/sms/send')) sends.push(request.url());
  });
  await page.goto('/');
  await loginAs(page, 'team01', 'Team#2026');
  const centre = await openMyAccount(page);
  const security = centre.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Bind mobile' }).click();
  const form = security.getByRole('form', { name: 'Bind mobile' });
  await form.getByRole('combobox', { name: 'Country code' }).selectOption('351');
  const number = form.getByRole('textbox', { name: 'Mobile number' });
  await number.fill('11955550001');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText('This number is too long for Portugal.')).toBeVisible();
  await expect(number).toHaveValue('11955550001');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(sends).toEqual([]);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('changes the withdraw password by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openMyAccount(page);
  const security = centre.getByRole('region', { name: 'Security' });
  const change = security.getByRole('button', { name: 'Change withdraw password' });
  await change.focus();
  await page.keyboard.press('Enter');
  const form = security.getByRole('form', { name: 'Change withdraw password' });
  await expect(form.getByLabel('Current withdraw password')).toBeFocused();
  await page.keyboard.type('123456');
  // Each field's show-password toggle comes between it and the next field.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('New withdraw password', { exact: true })).toBeFocused();
  await page.keyboard.type('654321');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('654321');
  await page.keyboard.press('Enter');

  await expect(security.getByRole('status')).toHaveText('Your withdraw password is changed.');
  await expect(change).toBeFocused();
  await expect(security.getByText('Set', { exact: true })).toBeVisible();
});

test('sets a withdraw password of letters and digits, then changes it', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'team01', 'Team#2026');
  const centre = await openMyAccount(page);
  const security = centre.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Set withdraw password' }).click();
  const setting = security.getByRole('form', { name: 'Set withdraw password' });
  await setting.getByLabel('Login password').fill('Team#2026');
  await setting.getByLabel('New withdraw password', { exact: true }).fill('abc-12');
  await setting.getByLabel('Confirm new withdraw password').fill('abc-12');
  await setting.getByRole('button', { name: 'Save withdraw password' }).click();
  await expect(setting.getByText('6 to 15 letters and digits.').last()).toBeVisible();
  await expect(setting.getByLabel('New withdraw password', { exact: true })).toHaveValue('abc-12');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await setting.getByLabel('New withdraw password', { exact: true }).fill('Abc12345');
  await setting.getByLabel('Confirm new withdraw password').fill('Abc12345');
  await setting.getByRole('button', { name: 'Save withdraw password' }).click();
  await expect(security.getByRole('status')).toHaveText('Your withdraw password is set.');

  await security.getByRole('button', { name: 'Change withdraw password' }).click();
  const change = security.getByRole('form', { name: 'Change withdraw password' });
  await change.getByLabel('Current withdraw password').fill('Abc12345');
  await change.getByLabel('New withdraw password', { exact: true }).fill('NewPass2026xyz');
  await change.getByLabel('Confirm new withdraw password').fill('NewPass2026xyz');
  await change.getByRole('button', { name: 'Save withdraw password' }).click();
  await expect(security.getByRole('status')).toHaveText('Your withdraw password is changed.');
});

test('My account has no serious accessibility violation, with a security form open', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'team01', 'Team#2026');
  const centre = await openMyAccount(page);
  const security = centre.getByRole('region', { name: 'Security' });
  await expect(security.getByText('Not set')).toHaveCount(3);
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await security.getByRole('button', { name: 'Bind mobile' }).click();
  const form = security.getByRole('form', { name: 'Bind mobile' });
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('11955550001');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('status')).toContainText('We sent a code by SMS');
  await form.getByRole('button', { name: 'Bind this number' }).click();
  await expect(form.getByText('Enter the code we sent you.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('binds a mobile with the SMS code, the form fitting the screen', async ({ page, mock }) => {
    await page.goto('/');
    await loginAs(page, 'team01', 'Team#2026');
    const centre = await openMyAccount(page);
    const security = centre.getByRole('region', { name: 'Security' });
    await security.getByRole('button', { name: 'Bind mobile' }).click();
    const form = security.getByRole('form', { name: 'Bind mobile' });
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('11955550001');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await form.getByRole('textbox', { name: 'Verification code' }).fill(await mock.latestSms('11955550001'));
    await form.getByRole('button', { name: 'Bind this number' }).click();
    await expect(security.getByRole('status')).toHaveText('Your mobile number is bound.');
    await expect(security.getByText('119****0001')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });
});
