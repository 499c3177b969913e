import type { Locator } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';
import { openFromAccountMenu } from './support/member-centre';
import { CLIENT_TIME_LIMIT_MS, faults, inject, type Fault } from './support/faults';

/**
 * Every money action of the member centre under every kind of fault: the member is told, in words, what
 * happened; nothing goes blank; and when the answer was lost (it may have been carried out) the balance is
 * read again before the member can try again, so nothing is paid twice. A money action added later joins
 * by adding a row to `actions`.
 */

/** Faults after which the action may have been carried out: the money is read again. */
const lost: ReadonlySet<Fault> = new Set(['500', 'timeout', 'network loss', 'non-JSON', 'missing fields']);

const LOST_MESSAGE = 'We did not get the answer in time.';

interface MoneyAction {
  name: string;
  /** The request's path, matched exactly. */
  path: string;
  /** Opens the member centre on the action's page (logged in as player01). */
  open: (centre: Locator) => Promise<void>;
  /** Fills the form and sends the action once. */
  act: (centre: Locator) => Promise<void>;
  /** A field whose typed value must still be there after the failure. */
  kept: (centre: Locator) => Locator;
  keptValue: string;
  /**
   * Where the action reads nothing of a success (the platform's withdrawal answers no fields the member
   * centre reads), an empty value is a success: what it shows then.
   */
  emptySuccess?: (centre: Locator) => Locator;
}

const actions: MoneyAction[] = [
  {
    name: 'wallet transfer',
    path: '/wps/relay/GCS_walletTransfer',
    open: (centre) => centre.getByRole('button', { name: 'My wallet' }).click(),
    act: async (centre) => {
      await centre.getByRole('textbox', { name: 'Amount' }).fill('12.50');
      await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    },
    kept: (centre) => centre.getByRole('textbox', { name: 'Amount' }),
    keptValue: '12.50',
  },
  {
    name: 'deposit order',
    path: '/wps/relay/MCSFE_depositByLaunchUrl',
    open: (centre) => centre.getByRole('button', { name: 'Deposit', exact: true }).click(),
    act: async (centre) => {
      await centre.getByRole('radio', { name: 'PIX', exact: true }).check();
      await centre.getByRole('textbox', { name: 'Amount' }).fill('150');
      await centre.getByRole('button', { name: 'Continue to payment' }).click();
    },
    kept: (centre) => centre.getByRole('textbox', { name: 'Amount' }),
    keptValue: '150',
  },
  {
    name: 'withdrawal',
    path: '/wps/v2/transaction/withdraw',
    open: (centre) => centre.getByRole('button', { name: 'Withdraw', exact: true }).click(),
    act: async (centre) => {
      const form = centre.getByRole('region', { name: 'Request a withdrawal' });
      await form.getByRole('textbox', { name: 'Amount' }).fill('250');
      await form.getByLabel('Withdraw password').fill('123456');
      await form.getByRole('button', { name: 'Request withdrawal' }).click();
      await form.getByRole('button', { name: 'Confirm' }).click();
    },
    kept: (centre) =>
      centre.getByRole('region', { name: 'Request a withdrawal' }).getByRole('textbox', { name: 'Amount' }),
    keptValue: '250',
    emptySuccess: (centre) =>
      centre.getByRole('region', { name: 'Request a withdrawal' }).getByText('Withdrawal requested'),
  },
  {
    name: 'C2C confirmation',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    open: (centre) => centre.getByRole('button', { name: 'Withdraw', exact: true }).click(),
    act: async (centre) => {
      const panel = centre.getByRole('article', { name: 'Did R$ 500.00 arrive?' });
      await panel.getByRole('radio', { name: 'Partly received', exact: true }).check();
      await panel.getByRole('textbox', { name: 'Amount received' }).fill('300');
      await panel.getByRole('button', { name: 'Confirm' }).click();
    },
    kept: (centre) =>
      centre
        .getByRole('article', { name: 'Did R$ 500.00 arrive?' })
        .getByRole('textbox', { name: 'Amount received' }),
    keptValue: '300',
  },
  {
    name: 'transfer to upline',
    path: '/wps/member/transferUpline',
    open: (centre) => centre.getByRole('button', { name: 'Transfer to upline' }).click(),
    act: async (centre) => {
      await centre.getByRole('textbox', { name: 'Amount' }).fill('100');
      await centre.getByLabel('Withdraw password').fill('123456');
      await centre.getByRole('button', { name: 'Continue' }).click();
      await centre.getByRole('button', { name: 'Confirm' }).click();
    },
    kept: (centre) => centre.getByRole('textbox', { name: 'Amount' }),
    keptValue: '100',
  },
];

for (const action of actions) {
  test.describe(`${action.name} (${action.path})`, () => {
    for (const fault of faults) {
      const outcome =
        fault === 'missing fields' && action.emptySuccess
          ? 'a success that reads nothing'
          : `the member is told${lost.has(fault) ? ', and the money is read again' : ''}`;
      test(`${fault}: ${outcome}`, async ({ page }) => {
        if (fault === 'timeout') await page.clock.install();
        await page.goto('/');
        await loginAs(page, 'player01', 'Player#2026');
        const centre = await openFromAccountMenu(page, 'My account');
        await action.open(centre);

        const seen = await inject(page, action.path, fault);
        let balanceReads = 0;
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/wps/v2/wallets/balance') balanceReads += 1;
        });
        await action.act(centre);
        await expect.poll(() => seen.count).toBe(1);
        if (fault === 'timeout') await page.clock.fastForward(CLIENT_TIME_LIMIT_MS + 1_000);

        if (fault === 'missing fields' && action.emptySuccess) {
          await expect(action.emptySuccess(centre)).toBeVisible();
        } else if (fault === '401') {
          // The session is over: the centre is for members only, so it gives way to the login popup.
          await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
          await expect(centre).toBeHidden();
        } else {
          const said = lost.has(fault) ? LOST_MESSAGE : 'The service is busy';
          await expect(centre.getByRole('alert')).toContainText(said);
          await expect(action.kept(centre)).toHaveValue(action.keptValue);
          if (lost.has(fault)) expect(balanceReads).toBeGreaterThan(0);
        }
        // A money action is never sent again on its own.
        expect(seen.count).toBe(1);
        await expect(page.locator('#root')).not.toBeEmpty();
      });
    }
  });
}
