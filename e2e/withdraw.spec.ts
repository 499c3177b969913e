import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

/** Withdrawal in the header's account menu opens the member centre on its Withdraw page. */
async function openWithdraw(page: Page) {
  const centre = await openFromAccountMenu(page, 'Withdrawal');
  await expect(centre.getByRole('heading', { level: 3, name: 'Withdraw' })).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Withdrawable' })).toBeVisible();
  return centre;
}

/** Sets the mock's scenario for this test (mocks/README.md, Control API). */
async function scenario(page: Page, data: Record<string, unknown>) {
  const answer = await page.request.post('/__mock/scenario', { data });
  expect(answer.ok()).toBe(true);
}

test('withdraws with the fee shown before confirming, after a wrong password, the turnover owed on screen', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText('R$ 12,345.67');
  const centre = await openWithdraw(page);

  const summary = centre.getByRole('region', { name: 'Withdrawable' });
  await expect(summary.getByText('R$ 10,345.67')).toBeVisible();
  await expect(summary.getByText('R$ 50.00')).toBeVisible();
  await expect(summary.getByText('R$ 50,000.00')).toBeVisible();
  const turnover = centre.getByRole('region', { name: 'Turnover before withdrawing' });
  await expect(turnover.getByRole('row', { name: /SLOT/ })).toHaveText(/SLOT\s*R\$ 4,000.00\s*R\$ 2,500.00/);
  await expect(turnover.getByRole('row', { name: /Total/ })).toHaveText(
    /Total\s*R\$ 5,000.00\s*R\$ 3,500.00/,
  );
  await expect(
    centre
      .getByRole('region', { name: 'Receiving account' })
      .getByRole('radio', { name: /^Nubank account ending in 5678/ }),
  ).toBeChecked();

  const accounts = centre.getByRole('region', { name: 'Receiving account' });
  await accounts.getByRole('button', { name: 'Add a card or PIX key' }).click();
  const form = accounts.getByRole('form', { name: 'Add a card or PIX key' });
  await form.getByLabel('Bank').selectOption({ label: 'Bradesco' });
  await form.getByRole('textbox', { name: 'Account number' }).fill('5554 4433');
  await expect(form.getByText('Holder: Lucas Pereira')).toBeVisible();
  await form.getByLabel('Withdraw password').fill('123456');
  await form.getByRole('button', { name: 'Add' }).click();
  const bradesco = accounts.getByRole('radio', { name: /^Bradesco account ending in 4433/ });
  await bradesco.check();
  await expect(bradesco).toBeFocused();

  // The accounts are one radio group: the arrow keys move the choice.
  await page.keyboard.press('ArrowUp');
  const request = centre.getByRole('region', { name: 'Request a withdrawal' });
  await expect(accounts.getByRole('radio', { name: /^PIX/ })).toBeChecked();
  await expect(request.getByText('To PIX ****8909')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(request.getByText('To Bradesco ****4433')).toBeVisible();

  const amount = request.getByRole('textbox', { name: 'Amount' });
  const password = request.getByLabel('Withdraw password');
  await amount.fill('250');
  await expect(request.getByText('Fee: R$ 2.50. You receive R$ 247.50.')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await password.fill('111111');
  await password.press('Enter');
  await expect(request.getByText('Fee: R$ 2.50. You receive R$ 247.50.')).toBeVisible();
  await request.getByRole('button', { name: 'Confirm' }).click();
  await expect(request.getByText('The withdraw password is incorrect.')).toBeVisible();
  await expect(amount).toHaveValue('250');
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();

  await password.fill('123456');
  await password.press('Enter');
  await expect(request.getByText('Withdraw R$ 250.00 to Bradesco ****4433?')).toBeVisible();
  await request.getByRole('button', { name: 'Confirm' }).click();
  const result = request.getByRole('status');
  await expect(result).toContainText('Withdrawal requested');
  await expect(result).toContainText('R$ 2.50');
  await expect(balance).toHaveText('R$ 12,093.17');
  const history = centre.getByRole('region', { name: 'Your withdrawals' });
  await expect(history.getByRole('listitem').first()).toContainText('Pending');
  await expect(history.getByRole('listitem').first()).toContainText('R$ 250.00');
  await expect(centre.getByRole('button', { name: /cancel/i })).toHaveCount(0);
});

test('says each refusal in words, asks for the SMS code where the rule says, and hides the form under status N', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  let centre = await openWithdraw(page);
  let request = centre.getByRole('region', { name: 'Request a withdrawal' });
  const send = async (value: string) => {
    await request.getByRole('textbox', { name: 'Amount' }).fill(value);
    await request.getByLabel('Withdraw password').fill('123456');
    await request.getByRole('button', { name: 'Request withdrawal' }).click();
    await request.getByRole('button', { name: 'Confirm' }).click();
  };
  // Into the R$ 2,000.00 the turnover holds back.
  await send('9000');
  await expect(request.getByRole('alert')).toHaveText(
    'Not enough turnover yet: R$ 5,000.00 required, R$ 3,500.00 achieved.',
  );

  const refusals: [string, string | RegExp][] = [
    ['not.exists.payment.password', 'You have no withdraw password yet: set one first. Set it in My account'],
    ['required_deposit_amount_not_reached', 'Deposit more first: R$ 500.00 required, R$ 250.00 deposited.'],
    [
      'promotion_turnover_not_enough',
      'Your promotion still asks for R$ 1,200.00 of turnover before you withdraw.',
    ],
    ['required_member_information_incomplete', /Complete your details first.*Your verified ID.*Your address/],
    [
      'bank_card_is_frozen',
      'This bank card or PIX key is frozen: choose another one or contact customer service.',
    ],
  ];
  for (const [refusal, words] of refusals) {
    await scenario(page, { withdrawRefusal: refusal });
    await send('100');
    await expect(request.getByRole('alert')).toHaveText(words);
    await expect(request.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
  }

  await scenario(page, { withdrawRefusal: null, withdrawSms: 'WITHDRAW_AMOUNT' });
  await page.reload();
  centre = await openWithdraw(page);
  request = centre.getByRole('region', { name: 'Request a withdrawal' });
  await request.getByRole('textbox', { name: 'Amount' }).fill('1500');
  const code = request.getByRole('textbox', { name: /SMS code/ });
  await request.getByRole('button', { name: 'Send code' }).click();
  await expect(request.getByText(/Code sent to/)).toBeVisible();
  const sent = (await (await page.request.get('/__mock/sms/latest?mobile=11987654321')).json()) as {
    code: string;
  };
  await code.fill(sent.code);
  await request.getByLabel('Withdraw password').fill('123456');
  await request.getByRole('button', { name: 'Request withdrawal' }).click();
  await request.getByRole('button', { name: 'Confirm' }).click();
  await expect(request.getByRole('status')).toContainText('Withdrawal requested');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await scenario(page, { withdrawTurnover: 'N' });
  await page.reload();
  centre = await openWithdraw(page);
  await expect(
    centre
      .getByRole('region', { name: 'Turnover before withdrawing' })
      .getByText(/You cannot withdraw until/),
  ).toBeVisible();
  await expect(centre.getByRole('region', { name: 'Request a withdrawal' })).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the withdraw page fills the screen without sideways scrolling and passes axe', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'player01', 'Player#2026');
    const centre = await openWithdraw(page);
    await settled(page);
    expect(await centre.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375 });
    const content = centre.getByRole('region', { name: 'Withdraw', exact: true });
    const overflowing = await content.evaluate((section) =>
      [...section.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => el.className || el.tagName),
    );
    expect(overflowing).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
