import { screen, waitFor, within } from '@testing-library/react';
import { request, type VendorCard } from '@/api';
import { launchGame } from '@/core/api/launch-game';
import { useSessionStore } from '@/core';
import { cockfightStart } from '@/features/layout/categories';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { findHeader, loginToken, renderApp } from '../test-utils';
import { captureRequests, fakeTab } from './launch-capture';

/** The first cockfight game of a vendor; the mock's first cockfight vendor is DS88, then DIG. */
const firstCockfight = (vassalage = 'DS88') => {
  const game = gameCatalogue().games.find((g) => g.vassalage === vassalage && g.gameType === 'COCKFIGHT');
  if (!game) throw new Error(`no ${vassalage} cockfight game in the mock`);
  return game;
};

async function footerCockfightLink() {
  const footer = await screen.findByRole('contentinfo');
  const products = await within(footer).findByRole('navigation', { name: 'Products' });
  return within(products).findByRole('link', { name: 'Cockfight' });
}

async function cockfightLink() {
  const nav = within(await findHeader()).getByRole('navigation', { name: 'Game categories' });
  return within(nav).findByRole('link', { name: 'Cockfight' });
}

describe('cockfight navigation', () => {
  it('asks a visitor to log in instead of opening the cockfight page or a tab', async () => {
    const { open } = fakeTab();
    const { user } = await renderApp('/down');
    await user.click(await cockfightLink());
    // The login popup is a lazy chunk: the first one a test file opens may take a while to compile.
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { level: 1, name: 'Cockfight' })).not.toBeInTheDocument();
  });

  it('starts the first cockfight game for player01 from the category bar, staying on the page', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    const launches = captureRequests('/wps/game/launchGame');
    const { tab, open } = fakeTab();
    const { user } = await renderApp('/down');
    const game = firstCockfight();

    await user.click(await cockfightLink());
    expect(open).toHaveBeenCalledWith('', `game-${game.nodeId}`);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalled());
    expect(launches.seen[0]?.get('nodeId')).toBe(String(game.nodeId));
    // The game's code is the launch's gameId, its node the nodeId (spec 5 2.10).
    expect(launches.seen[0]?.get('gameId')).toBe(game.gameCode);
    expect(launches.seen[0]?.get('launchMode')).toBe('GLS');
    const url = new URL(tab.location.replace.mock.calls[0]?.[0] ?? '');
    expect(url.pathname).toMatch(/\/launch\/play$/);
    expect(url.searchParams.get('nodeId')).toBe(String(game.nodeId));
    // The click did not navigate: the page it was made on is still there.
    expect(screen.getByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
    launches.stop();
  });

  it('starts it from the mobile drawer too, closing the drawer', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    const { tab } = fakeTab();
    const { user } = await renderApp('/down');
    await user.click(within(await findHeader()).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(await within(drawer).findByRole('link', { name: 'Cockfight' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('starts the first cockfight game from the footer’s product list too, staying on the page', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    const launches = captureRequests('/wps/game/launchGame');
    const { tab, open } = fakeTab();
    const { user } = await renderApp('/down');

    await user.click(await footerCockfightLink());
    expect(open).toHaveBeenCalledWith('', `game-${firstCockfight().nodeId}`);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalled());
    expect(launches.seen[0]?.get('nodeId')).toBe(String(firstCockfight().nodeId));
    expect(launches.seen[0]?.get('gameId')).toBe(firstCockfight().gameCode);
    expect(screen.getByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
    launches.stop();
  });

  it('asks a visitor to log in from the footer’s Cockfight link instead of opening its page', async () => {
    const { open } = fakeTab();
    const { user } = await renderApp('/down');
    await user.click(await footerCockfightLink());
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { level: 1, name: 'Cockfight' })).not.toBeInTheDocument();
  });

  it('starts a vendor’s first cockfight game from the cockfight drop menu', async () => {
    sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
    const launches = captureRequests('/wps/game/launchGame');
    const { tab } = fakeTab();
    const { user } = await renderApp('/down');
    const nav = within(await findHeader()).getByRole('navigation', { name: 'Game categories' });
    const menu = await within(nav).findByRole('list', { name: 'Cockfight' });

    await user.click(within(menu).getByRole('link', { name: /DIG Cockfight/ }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalled());
    const game = firstCockfight('DIG');
    expect(launches.seen[0]?.get('nodeId')).toBe(String(game.nodeId));
    expect(launches.seen[0]?.get('gameId')).toBe(game.gameCode);
    expect(screen.getByRole('heading', { level: 1, name: 'App download' })).toBeInTheDocument();
    launches.stop();
  });

  it('names the game by gameCode alone when the card carries no nodeId, and the mock launches it', async () => {
    const game = firstCockfight();
    const card: VendorCard = {
      vassalage: 'DS88',
      displayName: 'DS88 Sabong',
      lagerIcon: null,
      smallIcon: null,
      isGame: 'game',
      gameCode: game.gameCode,
      gameType: 'COCKFIGHT',
      nodeId: null,
    };
    const start = cockfightStart([card]);
    expect(start).toEqual({
      nodeId: '',
      vassalage: 'DS88',
      gameType: 'COCKFIGHT',
      gameName: 'DS88 Sabong',
      gameCode: game.gameCode,
    });
    expect(cockfightStart([{ ...card, isGame: 'VASSALAGE', gameCode: '' }])).toBeUndefined();

    useSessionStore.getState().setToken(await loginToken('player01', 'Player#2026'));
    const answer = await request(launchGame, {
      params: { launchMode: 'GLS', accountType: 1, gameId: game.gameCode, nodeId: '' },
    });
    expect(answer).toEqual({ gameUrl: expect.stringContaining(`nodeId=${game.nodeId}`) });
  });
});
