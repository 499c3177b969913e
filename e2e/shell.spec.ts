import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';

// The shell at a common laptop width: wide enough for the full category bar (it moves to a drawer below 1100 px).
test.use({ viewport: { width: 1440, height: 900 } });

test.describe('logged-out shell', () => {
  test('header, category bar with drop menus, footer and right bar', async ({ page }) => {
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'LuckyPlay Demo home' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Language: English' })).toBeVisible();

    // The category bar: hot first, promotions last, the mock's vendor lanes in between.
    const nav = header.getByRole('navigation', { name: 'Game categories' });
    const categories = nav.getByRole('link');
    await expect(categories.first()).toHaveText('Hot');
    await expect(categories.last()).toHaveText('Promotions');
    const names = await categories.allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual(
      expect.arrayContaining(['Slots', 'Live casino', 'Sports', 'E-sports', 'Fishing', 'Lottery']),
    );
    // Every category appears once: e-sports and cockfight are split off sports, not listed twice.
    expect(new Set(names).size).toBe(names.length);

    // Hovering a category drops its vendors, each with the category's rebate.
    const slotVendors = nav.getByRole('list', { name: 'Slots' });
    await expect(slotVendors).toBeHidden();
    await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
    await expect(slotVendors).toBeVisible();
    const pgSoft = slotVendors.getByRole('link', { name: /PG Soft/ });
    await expect(pgSoft).toBeVisible();
    await expect(pgSoft).toContainText('Rebate 1.2%');
    await expect(slotVendors.getByRole('link', { name: /Pragmatic Play/ })).toBeVisible();
    await expect(pgSoft).toHaveAttribute('href', '/rng?vassalage=PG');

    // Moving to another category swaps the menu.
    await nav.getByRole('link', { name: 'Live casino', exact: true }).hover();
    const liveVendors = nav.getByRole('list', { name: 'Live casino' });
    await expect(liveVendors).toBeVisible();
    await expect(liveVendors.getByRole('link', { name: /Evolution/ })).toContainText('Rebate 0.8%');
    await expect(slotVendors).toBeHidden();

    // A vendor entry leads to its filtered game list.
    await liveVendors.getByRole('link', { name: /Evolution/ }).click();
    await expect(page).toHaveURL(/\/live\?vassalage=EVO$/);
    await expect(page).toHaveTitle('Live casino · LuckyPlay Demo');
    await page.goto('/');

    // Footer: mirror sites and copyright.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Official mirror sites' })).toBeVisible();
    for (const host of [
      'www.luckyplay-demo.example',
      'm1.luckyplay-demo.example',
      'm2.luckyplay-demo.example',
    ]) {
      await expect(footer.getByRole('link', { name: host, exact: true })).toHaveAttribute(
        'href',
        `https://${host}`,
      );
    }
    await expect(footer.getByText('© 2020-2023 LuckyPlay Demo. All rights reserved.')).toBeVisible();
    await expect(
      footer.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Slots' }),
    ).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test('the right bar opens to the app QR codes and folds back to contact icons', async ({ page, mock }) => {
    // The desks' links, as a site without the live chat (CBS3) has them: with it, one live-chat button takes
    // their place (e2e/live-chat.spec.ts), and the header's customer service is the first desk.
    await mock.scenario({ flags: { CBS3: false } });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      /\/__cdn\/launch\/chat\?desk=1$/,
    );

    const bar = page.getByRole('complementary', { name: 'Quick contact' });
    const expand = bar.getByRole('button', { name: 'Show quick contact' });
    // Folded: a strip of contact icons, no QR codes.
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByRole('link', { name: 'Customer service', exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Telegram' })).toBeVisible();
    // Icons alike are numbered: the second desk and the third WhatsApp number say so on their icons.
    await expect(bar.getByRole('link', { name: 'Customer service 2' })).toHaveText('2');
    await expect(bar.getByRole('link', { name: 'WhatsApp 3' })).toHaveText('3');
    await expect(bar.getByRole('heading', { name: 'Get the app' })).toBeHidden();

    await expand.click();
    const collapse = bar.getByRole('button', { name: 'Hide quick contact' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('heading', { name: 'Get the app' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'iOS app' })).toHaveAttribute(
      'href',
      'https://apps.example.com/luckyplay/ios',
    );
    await expect(bar.getByRole('link', { name: 'Android app' })).toBeVisible();
    await expect(bar.getByRole('img', { name: 'iOS app' })).toBeVisible();
    await expect(bar.getByRole('img', { name: 'Android app' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'WhatsApp', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await collapse.click();
    await expect(bar.getByRole('button', { name: 'Show quick contact' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(bar.getByRole('heading', { name: 'Get the app' })).toBeHidden();

    // The visitor's choice lasts for the session.
    await bar.getByRole('button', { name: 'Show quick contact' }).click();
    await page.reload();
    await expect(bar.getByRole('heading', { name: 'Get the app' })).toBeVisible();
  });
});

test.describe('logged-in shell', () => {
  test('a player sees the balance, hides and refreshes it, and has the member menu without Agent', async ({
    page,
  }) => {
    await page.goto('/');
    await loginAs(page, 'player01', 'Player#2026');

    const header = page.getByRole('banner');
    const balance = header.getByRole('status');
    // player01 holds R$ 12,345.67 over two wallets: the sum, with the symbol and 2 decimals.
    await expect(balance).toHaveText('R$ 12,345.67');
    await expect(header.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign up' })).toBeHidden();

    // Hide and show.
    await header.getByRole('button', { name: 'Hide balance' }).click();
    await expect(balance).not.toContainText('12,345.67');
    await expect(balance.getByLabel('Balance hidden')).toBeVisible();
    const show = header.getByRole('button', { name: 'Show balance' });
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await show.click();
    await expect(balance).toHaveText('R$ 12,345.67');

    // Refresh asks the wallet again.
    const refreshed = page.waitForResponse(
      (r) => r.url().includes('/wps/v2/wallets/balance') && r.request().method() === 'GET',
    );
    await header.getByRole('button', { name: 'Refresh balance' }).click();
    expect((await refreshed).ok()).toBe(true);
    await expect(balance).toHaveText('R$ 12,345.67');
    await expect(header.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();

    // The account menu.
    const menuButton = header.getByRole('button', { name: /account menu/i });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = header.getByRole('list', { name: 'Account menu' });
    await expect(menu.getByRole('button')).toHaveText([
      'My account',
      'Deposit',
      'Withdrawal',
      'Account record',
      'Betting record',
      'Favourites',
      'Safer gambling',
      'Sign out',
    ]);
    await expect(menu.getByRole('button', { name: 'Agent' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // The session survives a reload.
    await page.reload();
    await expect(balance).toHaveText('R$ 12,345.67');
    await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeHidden();
  });

  test('an agent has the Agent entry in the account menu', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'agent01', 'Agent#2026');

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /account menu/i }).click();
    const menu = header.getByRole('list', { name: 'Account menu' });
    await expect(menu.getByRole('button')).toHaveText([
      'My account',
      'Deposit',
      'Withdrawal',
      'Account record',
      'Betting record',
      'Agent',
      'Favourites',
      'Safer gambling',
      'Sign out',
    ]);
    await menu.getByRole('button', { name: 'Agent' }).click();
    await expect(page.getByRole('dialog', { name: 'Agent centre' })).toBeVisible();
  });
});
