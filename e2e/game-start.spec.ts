import { expect, loginAs, test } from './fixtures';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 1440, height: 900 } });

const grid = (page: Page) => page.getByRole('list', { name: 'Games' });
const firstTile = (page: Page) => grid(page).getByRole('listitem').first();

test('a member starts a game in a new tab (real mode)', async ({ page, context }) => {
  await page.goto('/rng');
  await loginAs(page, 'player01', 'Player#2026');
  const tile = firstTile(page);
  await tile.hover();
  const opened = context.waitForEvent('page');
  await tile.getByRole('button', { name: /^Play / }).click();
  const game = await opened;
  await expect(game).toHaveURL(/\/launch\/play\?.*mode=real/);
  expect(game.url()).not.toMatch(/token/i);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(game.url()).not.toContain(token!);
});

test('a visitor plays a free trial (demo mode) without logging in', async ({ page, context }) => {
  await page.goto('/fish');
  const tile = firstTile(page);
  await tile.hover();
  const opened = context.waitForEvent('page');
  await tile.getByRole('button', { name: /^Free trial / }).click();
  const game = await opened;
  await expect(game).toHaveURL(/\/launch\/play\?.*mode=demo/);
});

test('a trial account is refused a real game with in_need_true_account', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Guest \d+/ })).toBeVisible();
  await page.goto('/rng');
  const tile = firstTile(page);
  await tile.hover();
  await tile.getByRole('button', { name: /^Play / }).click();
  const notice = page.getByRole('dialog', { name: 'Prompt' });
  await expect(notice).toContainText('This is a trial account. Please register a real account to continue.');
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice).toBeHidden();
});

test('a game under maintenance shows its message with other games suggested', async ({ page, request }) => {
  const answer = await request.get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=CQ9&pageSize=500', {
    headers: { Merchant: 'demo', Language: 'EN', ModuleId: 'GAMELO3' },
  });
  const games = (await answer.json()).value.games as {
    nodeId: number;
    gameName: string;
    maintenance: boolean;
  }[];
  const target = games.find((g) => g.nodeId === 100841)!;
  expect(target.maintenance).toBe(true);

  await page.goto('/rng?vassalage=CQ9');
  await loginAs(page, 'player01', 'Player#2026');
  await page.getByRole('searchbox', { name: 'Search games' }).fill(target.gameName);
  const tile = grid(page).getByRole('listitem').filter({ hasText: 'Maintenance' }).first();
  await expect(tile).toContainText(target.gameName);
  await tile.hover();
  await tile.getByRole('button', { name: `Play ${target.gameName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Game under maintenance' });
  await expect(dialog).toContainText(`${target.gameName} is under maintenance. Please try another game.`);
  const suggestions = dialog.getByRole('list', { name: 'You may also like' });
  await expect(suggestions.getByRole('listitem')).toHaveCount(6);
  await expect(suggestions.getByText('Maintenance')).toHaveCount(0);
});

test('a PVP game asks for a room, then launches in it', async ({ page, context }) => {
  await page.goto('/pvp');
  await loginAs(page, 'player01', 'Player#2026');
  const tile = firstTile(page);
  await tile.hover();
  await tile.getByRole('button', { name: /^Play / }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a room' });
  const rooms = dialog.getByRole('button', { name: /^Enter / });
  await expect(rooms).toHaveCount(4);
  await expect(dialog.getByText(/online$/).first()).toBeVisible();
  const opened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Enter VIP' }).click();
  const game = await opened;
  await expect(game).toHaveURL(/\/launch\/play\?.*mode=real/);
  await expect(dialog).toBeHidden();
});

test('a sports card starts its game directly', async ({ page, context }) => {
  await page.goto('/sports');
  await loginAs(page, 'player01', 'Player#2026');
  const opened = context.waitForEvent('page');
  await page
    .getByRole('list', { name: 'Game providers' })
    .getByRole('button', { name: /SABA Sports/ })
    .click();
  const game = await opened;
  await expect(game).toHaveURL(/\/launch\/play\?.*mode=real/);
});
