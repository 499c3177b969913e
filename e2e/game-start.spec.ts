import { expect, loginAs, test } from './fixtures';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

test.use({ viewport: { width: 1440, height: 900 } });

const grid = (page: Page) => page.getByRole('list', { name: 'Games' });
const firstTile = (page: Page) => grid(page).getByRole('listitem').first();

interface ListedGame {
  nodeId: number;
  gameCode: string;
  gameName: string;
  vassalage: string;
}

/** A lobby's game as the catalogue lists it, found by the name its tile shows. */
async function listedGame(request: APIRequestContext, gameType: string, name: string): Promise<ListedGame> {
  const answer = await request.get(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=500`, {
    headers: { Merchant: 'demo', Language: 'EN', ModuleId: 'GAMELO3' },
  });
  const games = (await answer.json()).value.games as ListedGame[];
  const game = games.find((g) => g.gameName === name);
  if (!game) throw new Error(`${name} is not in the ${gameType} list`);
  return game;
}

/** The first tile of the open lobby: its game, and its Play button. */
async function firstGame(page: Page, request: APIRequestContext, gameType: string) {
  const tile = firstTile(page);
  await tile.hover();
  const play = tile.getByRole('button', { name: /^Play / });
  const name = ((await play.getAttribute('aria-label')) ?? (await play.innerText())).replace(/^Play /, '');
  return { play, game: await listedGame(request, gameType, name) };
}

/** Starts a game by `click`, and gives the launch the app sent, its answer and the game's tab. */
async function launchBy(page: Page, context: BrowserContext, click: () => Promise<void>) {
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
  const opened = context.waitForEvent('page');
  await click();
  const request = await sent;
  const answer = (await (await request.response())!.json()) as { value: { content: { game_url: string } } };
  const tab = await opened;
  await tab.waitForURL(/\/launch\/play\?/);
  return { query: new URL(request.url()).searchParams, gameUrl: answer.value.content.game_url, tab };
}

/** What every launch carries, as the platform's own clients send it (spec 5 2.10). */
function expectPlatformParams(query: URLSearchParams, game: ListedGame) {
  expect(Object.fromEntries(query)).toMatchObject({
    confirmTrans: '0',
    launchMode: 'GLS',
    platform: 'html5',
    clientType: expect.stringMatching(/^\d+$/),
    gameId: game.gameCode,
    nodeId: String(game.nodeId),
    accountType: '1',
    vassalage: game.vassalage,
    username: 'player01',
    language: 'EN',
    webView: 'false',
    isCoin: 'false',
  });
}

test('a slot, a live table and a PVP room start through launchGame, at the address it answers', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/rng');
  await loginAs(page, 'player01', 'Player#2026');

  const slot = await firstGame(page, request, 'RNG');
  const slotStart = await launchBy(page, context, () => slot.play.click());
  expectPlatformParams(slotStart.query, slot.game);
  // The tab opens on a launch host at the path the answer gave in value.content.game_url.
  expect(slotStart.tab.url().endsWith(slotStart.gameUrl)).toBe(true);
  expect(slotStart.tab.url()).toContain('mode=real');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(slotStart.tab.url()).not.toContain(token!);
  await slotStart.tab.close();

  await page.goto('/live');
  const table = await firstGame(page, request, 'LIVE');
  const tableStart = await launchBy(page, context, () => table.play.click());
  expectPlatformParams(tableStart.query, table.game);
  expect(tableStart.tab.url().endsWith(tableStart.gameUrl)).toBe(true);
  await tableStart.tab.close();

  await page.goto('/pvp');
  const pvp = await firstGame(page, request, 'PVP');
  await pvp.play.click();
  const rooms = page.getByRole('dialog', { name: 'Choose a room' });
  await expect(rooms.getByRole('button', { name: /^Enter / })).toHaveCount(4);
  await expect(rooms.getByText(/online$/).first()).toBeVisible();
  const room = await launchBy(page, context, () => rooms.getByRole('button', { name: 'Enter VIP' }).click());
  expectPlatformParams(room.query, pvp.game);
  expect(room.query.get('roomId')).toMatch(/^\d+$/);
  expect(room.tab.url().endsWith(room.gameUrl)).toBe(true);
  await expect(rooms).toBeHidden();
});

test('each refusal of a launch says its own words', async ({ page, request, mock }) => {
  await page.goto('/rng');
  await loginAs(page, 'player01', 'Player#2026');
  const { play, game } = await firstGame(page, request, 'RNG');

  // The vendor under maintenance: the maintenance popup, with the end the platform gave.
  await mock.scenario({
    vendorMaintenance: { vassalage: game.vassalage, endTime: Date.UTC(2026, 10, 1, 15, 0) },
  });
  await play.click();
  const maintenance = page.getByRole('dialog', { name: 'Game under maintenance' });
  await expect(maintenance).toContainText(`${game.gameName} is under maintenance. Please try another game.`);
  await expect(maintenance).toContainText(/The maintenance ends at .*2026/);
  await maintenance.getByRole('button', { name: 'Confirm' }).click();
  await expect(maintenance).toBeHidden();

  // A previous game not finished (#734).
  await mock.scenario({ vendorMaintenance: null, unfinishedGame: 1 });
  await firstTile(page).hover();
  await play.click();
  const unfinished = page.getByRole('dialog', { name: 'Prompt' });
  await expect(unfinished).toContainText('Your previous game has not finished yet.');
  await unfinished.getByRole('button', { name: 'Confirm' }).click();
  await expect(unfinished).toBeHidden();

  // Not enough balance: the deposit is offered, and its button opens it.
  await mock.scenario({ unfinishedGame: null, launchMinimumBalance: 1_000_000 });
  await firstTile(page).hover();
  await play.click();
  const balance = page.getByRole('dialog', { name: 'Not enough balance' });
  await expect(balance).toContainText('Your balance is not enough to start this game.');
  await balance.getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('group', { name: 'Deposit method' })).toBeVisible();
  await expect(balance).toBeHidden();
});

test('a visitor plays a free trial (demo mode) without a session, through the trial launcher', async ({
  page,
  context,
}) => {
  await page.goto('/fish');
  const tile = firstTile(page);
  await tile.hover();
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/relay/GCS_gameTrialLaunch');
  const opened = context.waitForEvent('page');
  await tile.getByRole('button', { name: /^Free trial / }).click();
  const trial = await sent;
  expect(trial.headers()['authorization']).toBeUndefined();
  expect([...new URL(trial.url()).searchParams.keys()].sort()).toEqual(['gameId', 'nodeId', 'platform']);
  const game = await opened;
  await expect(game).toHaveURL(/\/launch\/play\?.*mode=demo/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
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
