import { screen, waitFor, within } from '@testing-library/react';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import {
  catalogueGame,
  fakeTab,
  findGrid,
  logInAs,
  logInAsTrial,
  waitForTrialIdentity,
} from './games-helpers';
import { renderApp } from '../test-utils';

const TRIAL_NOTICE = 'This is a trial account. Please register a real account to continue.';

/** The tile of a game in the grid, by its English name. */
async function tileOf(name: string) {
  const grid = await findGrid();
  const play = await within(grid).findByRole('button', { name: `Play ${name}` });
  return play.closest('[role="listitem"]') as HTMLElement;
}

function firstSlotOf(vendor: string) {
  const game = gameCatalogue()
    .games.filter((g) => g.gameType === 'RNG' && g.vassalage === vendor && !g.maintenance)
    .sort((a, b) => Number(b.isTop) - Number(a.isTop) || a.nodeId - b.nodeId)[0];
  if (!game) throw new Error('no slot');
  return game;
}

describe('game tile buttons', () => {
  it('send a visitor to the login popup for Play, and start a demo for Free trial', async () => {
    const game = firstSlotOf('JILI');
    const { tab, open } = fakeTab();
    const { user } = await renderApp('/rng?vassalage=JILI');
    const tile = await tileOf(game.names.EN);

    await user.click(within(tile).getByRole('button', { name: `Play ${game.names.EN}` }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Close' }),
    );

    await user.click(within(tile).getByRole('button', { name: `Free trial ${game.names.EN}` }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    const url = new URL(tab.location.replace.mock.calls[0]![0]);
    expect(url.pathname).toMatch(/\/launch\/play$/);
    expect(url.searchParams.get('mode')).toBe('demo');
    expect(url.searchParams.get('nodeId')).toBe(String(game.nodeId));
    expect(url.href).not.toMatch(/token/i);
  });

  it('stop a trial account at Play with in_need_true_account', async () => {
    await logInAsTrial();
    const game = firstSlotOf('PP');
    const { open } = fakeTab();
    const { user } = await renderApp('/rng?vassalage=PP');
    await waitForTrialIdentity();
    const tile = await tileOf(game.names.EN);
    await user.click(within(tile).getByRole('button', { name: `Play ${game.names.EN}` }));
    const notice = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(notice).toHaveTextContent(TRIAL_NOTICE);
    expect(open).not.toHaveBeenCalled();
  });

  it('start a real game for a member in a new tab', async () => {
    await logInAs();
    const game = firstSlotOf('CQ9');
    const { tab, open } = fakeTab();
    const { user } = await renderApp('/rng?vassalage=CQ9');
    const tile = await tileOf(game.names.EN);
    await user.click(within(tile).getByRole('button', { name: `Play ${game.names.EN}` }));
    expect(open).toHaveBeenCalledWith('', `game-${game.nodeId}`);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalled());
    const url = new URL(tab.location.replace.mock.calls[0]![0]);
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('nodeId')).toBe(String(game.nodeId));
  });
});

describe('a game under maintenance', () => {
  it('carries a badge and opens the maintenance popup with other games suggested', async () => {
    await logInAs();
    const { maintenanceNodeId } = gameCatalogue().landmarks;
    const game = catalogueGame(maintenanceNodeId);
    const { open } = fakeTab();
    const { user } = await renderApp('/rng?vassalage=CQ9');
    const tile = await tileOf(game.names.EN);
    expect(within(tile).getByText('Maintenance')).toBeInTheDocument();

    await user.click(within(tile).getByRole('button', { name: `Play ${game.names.EN}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(dialog).toHaveTextContent(`${game.names.EN} is under maintenance. Please try another game.`);
    expect(open).not.toHaveBeenCalled();
    const suggestions = await within(dialog).findByRole('list', { name: 'You may also like' });
    const tiles = within(suggestions).getAllByRole('listitem');
    expect(tiles.length).toBe(6);
    expect(within(suggestions).queryByText('Maintenance')).not.toBeInTheDocument();
    expect(
      within(suggestions).queryByRole('button', { name: `Play ${game.names.EN}` }),
    ).not.toBeInTheDocument();
  });
});

describe('PVP rooms', () => {
  it('lists the rooms of a PVP game, and choosing one launches it in that room', async () => {
    await logInAs();
    const game = gameCatalogue()
      .games.filter((g) => g.gameType === 'PVP' && !g.maintenance)
      .sort((a, b) => Number(b.isTop) - Number(a.isTop) || a.nodeId - b.nodeId)[0]!;
    const { tab, open } = fakeTab();
    const { user } = await renderApp('/pvp');
    // The lobby's first game (names repeat across vendors, so by position).
    const tile = within(await findGrid()).getAllByRole('listitem')[0]!;
    await user.click(within(tile).getByRole('button', { name: `Play ${game.names.EN}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a room' });
    const rooms = await within(dialog).findByRole('list', { name: `Rooms of ${game.names.EN}` });
    expect(
      within(rooms)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Enter Beginner', 'Enter Standard', 'Enter Advanced', 'Enter VIP']);
    expect(open).not.toHaveBeenCalled();

    await user.click(within(rooms).getByRole('button', { name: 'Enter Standard' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose a room' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalled());
    const url = new URL(tab.location.replace.mock.calls[0]![0]);
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('nodeId')).toBe(String(game.nodeId));
  });
});

describe('game centre', () => {
  it('lists the e-sports vendors split off the sports lane, and a card starts its game', async () => {
    await logInAs();
    const { tab } = fakeTab();
    const { user } = await renderApp('/esports');
    const list = await screen.findByRole('list', { name: 'Game providers' });
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'AV E-sportsPlay now',
      'IM E-sportsPlay now',
      'IA E-sportsPlay now',
      'AI E-sportsPlay now',
      'TF GamingPlay now',
    ]);
    await user.click(within(list).getByRole('button', { name: /IM E-sports/ }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalled());
    const url = new URL(tab.location.replace.mock.calls[0]![0]);
    const started = catalogueGame(Number(url.searchParams.get('nodeId')));
    expect(started.vassalage).toBe('IMES');
    expect(started.gameType).toBe('ESPORTS');
  });

  it('opens a vendor popup from a VASSALAGE card, with its games and a search', async () => {
    const { user } = await renderApp('/cockfight');
    // The footer's vendor logos and the menu's vendor lists share these names: look in the page's main area.
    const main = await screen.findByRole('main');
    const lanes = await within(main).findByRole('heading', { name: 'Game providers' });
    expect(lanes).toBeInTheDocument();
    const live = within(main).getByRole('list', { name: 'Live casino' });
    await user.click(within(live).getByRole('button', { name: /Evolution/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Evolution games' });
    const evo = gameCatalogue().games.filter((g) => g.vassalage === 'EVO' && g.gameType === 'LIVE');
    expect(await within(dialog).findByText(`${evo.length} games`)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search games' }), 'roulette');
    const roulette = evo.filter((g) => g.names.EN.toLowerCase().includes('roulette'));
    expect(await within(dialog).findByText(`${roulette.length} games`)).toBeInTheDocument();
    const grid = within(dialog).getByRole('list', { name: 'Games' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(Math.min(48, roulette.length));
  });
});
