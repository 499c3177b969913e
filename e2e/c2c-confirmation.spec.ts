import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';
import { openFromAccountMenu, settled } from './support/member-centre';

// Confirmations between players (C2C): a withdrawal another player paid waits on the Withdraw page for its
// receiver to say what arrived (MCSFE_getPaymentConfirmationList, MCSFE_processC2CTransaction, decision 055).

/** A small file that starts as a png does: the mock reads the bytes, not the name. */
function smallPng(): Buffer {
  const bytes = Buffer.alloc(256);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

/** player01's Withdraw page, opened from the header's account menu, and its seeded R$ 500.00 payment. */
async function openSeededPayment(page: Page) {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openFromAccountMenu(page, 'Withdrawal');
  await expect(centre.getByRole('heading', { level: 3, name: 'Withdraw' })).toBeVisible();
  const section = centre.getByRole('region', { name: 'Confirm what you received' });
  const panel = section.getByRole('article', { name: 'Did R$ 500.00 arrive?' });
  await expect(panel.getByRole('timer')).toHaveText(/^(20:00|19:[0-5]\d)$/);
  return { centre, panel };
}

test('confirms a C2C withdrawal as received in full', async ({ page }) => {
  const { panel } = await openSeededPayment(page);
  await expect(panel.getByText('Nubank ****5678')).toBeVisible();
  await expect(panel.getByText(/counts as received in full/)).toContainText('does not refund the deposit');
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByText('Choose what you received.')).toBeVisible();
  await panel.getByRole('radio', { name: 'Received', exact: true }).check();
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'Received: you confirmed that the full R$ 500.00 arrived.',
  );
  await expect(panel.getByRole('timer')).toBeHidden();
  await expect(panel.getByRole('radio')).toHaveCount(0);
});

test('confirms a C2C withdrawal as partly received, the amount kept when it is refused', async ({ page }) => {
  const { panel } = await openSeededPayment(page);
  await panel.getByRole('radio', { name: 'Partly received', exact: true }).check();
  const received = panel.getByRole('textbox', { name: 'Amount received' });
  await received.fill('500');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    panel.getByText('Enter an amount from 0.01 up to R$ 499.99, with at most 2 decimals.'),
  ).toBeVisible();
  await expect(received).toHaveValue('500');
  await expect(received).toBeFocused();

  await received.fill('300');
  await expect(panel.getByText('Remaining')).toBeVisible();
  await expect(panel.getByText('R$ 200.00')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'Partly received: R$ 300.00 received, R$ 200.00 remaining.',
  );
  await expect(panel.getByRole('timer')).toBeHidden();
});

test('reports a C2C withdrawal as not received with a proof picture', async ({ page }) => {
  const { panel } = await openSeededPayment(page);
  await panel.getByRole('radio', { name: 'Not received', exact: true }).check();
  const proof = panel.getByLabel('Proof picture', { exact: true });
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByText('Choose a proof picture.')).toBeVisible();
  await proof.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024),
  });
  await expect(panel.getByText('The proof picture must be 5 MB or smaller.')).toBeVisible();
  await proof.setInputFiles({ name: 'bank-statement.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(panel.getByText('The proof picture must be 5 MB or smaller.')).toBeHidden();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'Not received: you reported that R$ 500.00 did not arrive, with your proof picture.',
  );
});

test('a C2C withdrawal left unanswered past its window is no longer asked about', async ({ page }) => {
  const moved = await page.request.post('/__mock/clock', { data: { advanceMinutes: 21 } });
  expect(moved.ok()).toBe(true);
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const centre = await openFromAccountMenu(page, 'Withdrawal');
  await expect(centre.getByRole('region', { name: 'Receiving account' })).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Withdrawable' })).toBeVisible();
  await expect(centre.getByRole('region', { name: 'Confirm what you received' })).toHaveCount(0);
  await expect(centre.getByRole('article')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the confirmation fits the screen without sideways scrolling and passes axe', async ({ page }) => {
    const { centre, panel } = await openSeededPayment(page);
    await panel.getByRole('radio', { name: 'Not received', exact: true }).check();
    await expect(panel.getByLabel('Proof picture', { exact: true })).toBeVisible();
    await settled(page);
    const overflowing = await panel.evaluate((article) =>
      [article, ...article.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => el.className || el.tagName),
    );
    expect(overflowing).toEqual([]);
    expect(await centre.boundingBox()).toMatchObject({ x: 0, width: 375 });
    await expectNoSeriousA11yViolations(page);
  });
});
