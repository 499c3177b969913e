import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';
import { chooseFromAccountMenu } from './support/member-centre';
import { CLIENT_TIME_LIMIT_MS, faults, inject } from './support/faults';

/**
 * Every call the site makes at start-up and for a logged-in member, under every kind of fault: whatever
 * goes wrong, the page is never blank and the place that needed the answer says so. A call added later
 * joins by adding a row to `calls`.
 */

interface Call {
  name: string;
  /** The request's path, matched exactly (several calls share a prefix). */
  path: string;
  /** A member's call: the test logs in first, and its 401 ends the session (the login popup says so). */
  member?: boolean;
  /** How many times the client asks before it gives up (a try and one retry, unless said otherwise). */
  tries?: number;
  /** Where the call's answer is needed. */
  open: (page: Page) => Promise<void>;
  /** What the visitor is told when the answer cannot be had. */
  expectSaid: (page: Page) => Promise<void>;
  /** What is said instead where the platform answers an empty object on purpose (no deposit channel). */
  saidWhenEmpty?: (page: Page) => Promise<void>;
}

const alertSays = (page: Page, text: string) => expect(page.getByText(text)).toBeVisible();

const calls: Call[] = [
  {
    name: 'site status',
    path: '/wps/system/status',
    open: async (page) => void (await page.goto('/')),
    expectSaid: async (page) => {
      await expect(page.getByRole('heading', { name: 'We cannot reach the site right now' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    },
  },
  {
    name: 'vendor list',
    path: '/wps/relay/GCSGAME_newGameVendor',
    open: async (page) => void (await page.goto('/')),
    expectSaid: (page) => alertSays(page, 'The game menu could not be loaded.'),
  },
  {
    name: 'announcements',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    open: async (page) => void (await page.goto('/')),
    expectSaid: (page) => alertSays(page, 'Offers could not be loaded.'),
  },
  {
    name: 'hot games',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    open: async (page) => void (await page.goto('/')),
    expectSaid: (page) => alertSays(page, 'These games could not be loaded.'),
  },
  {
    name: 'winners',
    path: '/wps/relay/GCSGAME_getRankList',
    open: async (page) => {
      await page.goto('/');
      // The winners board loads as it nears the view, under the game tabs and promotions.
      await page.getByRole('heading', { name: 'Games for you' }).waitFor();
      await page.mouse.move(700, 400);
      await page.mouse.wheel(0, 1600);
    },
    expectSaid: (page) => alertSays(page, 'The winners could not be loaded.'),
  },
  {
    name: 'game list',
    path: '/wps/relay/GCSGAME_gameList',
    open: async (page) => void (await page.goto('/rng')),
    expectSaid: (page) => alertSays(page, 'The games could not be loaded'),
  },
  {
    name: 'balance',
    path: '/wps/v2/wallets/balance',
    member: true,
    // The header's balance is not retried on its own: the refresh button is there for that.
    tries: 1,
    open: async (page) => void (await page.reload()),
    expectSaid: (page) =>
      expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('Unavailable'),
  },
  {
    name: 'favourite ids',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    member: true,
    open: async (page) => void (await page.goto('/rng')),
    expectSaid: (page) =>
      expect(page.getByRole('dialog', { name: 'Prompt' })).toContainText(
        'Your favourites could not be loaded. Please try again.',
      ),
  },
  {
    name: 'deposit settings',
    path: '/wps/relay/MCSFE_getDepositSettings',
    member: true,
    open: (page) => chooseFromAccountMenu(page, 'Deposit'),
    expectSaid: (page) => alertSays(page, 'The deposit methods could not be loaded.'),
  },
  {
    name: 'deposit methods',
    path: '/wps/relay/MCSFE_getDepositPaymentChannels',
    member: true,
    open: (page) => chooseFromAccountMenu(page, 'Deposit'),
    expectSaid: (page) => alertSays(page, 'The deposit methods could not be loaded.'),
    saidWhenEmpty: (page) => alertSays(page, 'No deposit method is open right now.'),
  },
  {
    name: 'withdrawal settings',
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    member: true,
    open: (page) => chooseFromAccountMenu(page, 'Withdrawal'),
    expectSaid: (page) => alertSays(page, 'Your withdrawal details could not be loaded.'),
  },
  {
    name: 'betting record',
    path: '/wps/relay/ODSFE2_MemBetDet',
    member: true,
    open: (page) => chooseFromAccountMenu(page, 'Betting record'),
    expectSaid: (page) => alertSays(page, 'Your records could not be loaded.'),
  },
];

for (const call of calls) {
  test.describe(`${call.name} (${call.path})`, () => {
    for (const fault of faults) {
      test(`${fault}: the page says so`, async ({ page }) => {
        if (fault === 'timeout') await page.clock.install();
        if (call.member) {
          await page.goto('/');
          await loginAs(page, 'player01', 'Player#2026');
        }
        const seen = await inject(page, call.path, fault);
        await call.open(page);

        if (fault === 'timeout') {
          // Each try runs into the time limit (a retry follows a failed try after a second).
          for (let done = 1; done <= (call.tries ?? 2); done += 1) {
            await expect.poll(() => seen.count).toBe(done);
            await page.clock.fastForward(CLIENT_TIME_LIMIT_MS + 1_000);
          }
        }

        if (call.member && fault === '401') {
          // The member's session is over: the login popup says so and the header offers Login again.
          await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
          await expect(
            page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }),
          ).toBeVisible();
        } else if (fault === 'missing fields' && call.saidWhenEmpty) {
          await call.saidWhenEmpty(page);
        } else {
          await call.expectSaid(page);
        }
        // Never a blank page: the site's frame (or the status page) is there.
        await expect(page.locator('#root')).not.toBeEmpty();
        expect(seen.count).toBeGreaterThan(0);
      });
    }
  });
}
