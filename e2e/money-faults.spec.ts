import type { Locator, Page, Route } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

/**
 * Every money action of the member centre under every kind of fault: the member is told, in words, what
 * happened; nothing goes blank; and when the answer was lost (it may have been carried out) the balance is
 * read again before the member can try again, so nothing is paid twice. A money action added later joins
 * by adding a row to `actions`.
 */

/** The client's time limit (VITE_API_TIMEOUT_MS in .env.example); a hanging call is given up after it. */
const CLIENT_TIME_LIMIT_MS = 20_000;

type Fault = '401' | '500' | 'timeout' | 'network loss' | 'non-JSON' | 'missing fields' | 'success:false';
const faults: Fault[] = [
  '401',
  '500',
  'timeout',
  'network loss',
  'non-JSON',
  'missing fields',
  'success:false',
];

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
];

async function inject(page: Page, path: string, fault: Fault) {
  const seen = { count: 0 };
  const hanging: Route[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      seen.count += 1;
      switch (fault) {
        case '401':
          return route.fulfill({ status: 401, json: { success: false } });
        case '500':
          return route.fulfill({ status: 500, json: { success: false } });
        case 'timeout':
          hanging.push(route);
          return undefined;
        case 'network loss':
          return route.abort('connectionreset');
        case 'non-JSON':
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Bad gateway</html>' });
        case 'missing fields':
          return route.fulfill({ status: 200, json: { success: true, value: {} } });
        case 'success:false':
          return route.fulfill({
            status: 200,
            json: { success: false, code: 'service.busy', message: 'The service is busy' },
          });
      }
    },
  );
  return seen;
}

for (const action of actions) {
  test.describe(`${action.name} (${action.path})`, () => {
    for (const fault of faults) {
      test(`${fault}: the member is told${lost.has(fault) ? ', and the money is read again' : ''}`, async ({
        page,
      }) => {
        if (fault === 'timeout') await page.clock.install();
        await page.goto('/');
        await loginAs(page, 'player01', 'Player#2026');
        const header = page.getByRole('banner');
        await header.getByRole('button', { name: /Account menu/ }).click();
        await header
          .getByRole('list', { name: 'Account menu' })
          .getByRole('button', { name: 'My account' })
          .click();
        const centre = page.getByRole('dialog', { name: 'Member centre' });
        await action.open(centre);

        const seen = await inject(page, action.path, fault);
        let balanceReads = 0;
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/wps/v2/wallets/balance') balanceReads += 1;
        });
        await action.act(centre);
        await expect.poll(() => seen.count).toBe(1);
        if (fault === 'timeout') await page.clock.fastForward(CLIENT_TIME_LIMIT_MS + 1_000);

        if (fault === '401') {
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
