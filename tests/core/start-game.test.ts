import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { configureGameLaunch, gameLaunchHosts, startGame, useSessionStore, type GameRef } from '@/core';
import { resolveLaunchUrl as resolveOn } from '@/core/game-tab';

const resolveLaunchUrl = (raw: string) => resolveOn(raw, gameLaunchHosts());
import { wireApiClient } from '@/app/client-wiring';
import { createQueryClient } from '@/app/query-client';
import { initI18n } from '@/i18n';
import { usePopupStore } from '@/lib/popup-store';
import { jackpotStart, jackpotStep } from '@/lib/jackpot';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { fakeTab } from '../support/fake-tab';
import { loginToken, setScenario } from '../test-utils';

const HOST = `${window.location.origin}/__cdn`;

function slot(filter: (g: ReturnType<typeof gameCatalogue>['games'][number]) => boolean): GameRef {
  const g = gameCatalogue().games.find(filter);
  if (!g) throw new Error('no such game in the mock catalogue');
  return { nodeId: String(g.nodeId), vassalage: g.vassalage, gameType: g.gameType, gameName: g.names.EN };
}

const openedPopups = () => usePopupStore.getState().stack.map((p) => p.name);

async function logIn(username: string, password: string) {
  useSessionStore.getState().setToken(await loginToken(username, password));
}

beforeEach(async () => {
  await initI18n('EN');
  usePopupStore.setState({ stack: [], waiting: [] });
  useSessionStore.getState().clear();
  wireApiClient(createQueryClient());
  configureGameLaunch(() => [HOST]);
});

describe('starting a game', () => {
  const playable = () => slot((g) => g.gameType === 'RNG' && !g.maintenance);

  it('asks a visitor to log in and opens no tab', () => {
    const { open } = fakeTab();
    startGame(playable());
    expect(openedPopups()).toEqual(['login']);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the game for a real account on one of the launch hosts, the tab cut off from the portal', async () => {
    await logIn('player01', 'Player#2026');
    const { tab, open } = fakeTab();
    const game = playable();
    startGame(game);
    expect(open).toHaveBeenCalledWith('', `game-${game.nodeId}`);
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    const url = new URL(tab.location.replace.mock.calls[0]![0]);
    expect(url.href.startsWith(`${HOST}/launch/play?`)).toBe(true);
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('nodeId')).toBe(game.nodeId);
  });

  it('starts a free trial without an account, flagged as a demo', async () => {
    const { tab } = fakeTab();
    startGame(playable(), { freeTrial: true });
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    expect(new URL(tab.location.replace.mock.calls[0]![0]).searchParams.get('mode')).toBe('demo');
  });

  it('shows the maintenance popup, closing the tab, when the server says the game is under maintenance', async () => {
    await logIn('player01', 'Player#2026');
    const { tab } = fakeTab();
    const broken = gameCatalogue().landmarks.maintenanceNodeId;
    startGame(slot((g) => g.nodeId === broken));
    await waitFor(() => expect(openedPopups()).toEqual(['gameMaintenance']));
    expect(tab.close).toHaveBeenCalled();
  });

  it('does not even call the server for a game the list marks under maintenance', async () => {
    await logIn('player01', 'Player#2026');
    const { open } = fakeTab();
    startGame({ ...playable(), maintenance: true });
    expect(openedPopups()).toEqual(['gameMaintenance']);
    expect(open).not.toHaveBeenCalled();
  });

  it('asks for a room before a PVP game starts', async () => {
    await logIn('player01', 'Player#2026');
    const { open } = fakeTab();
    startGame(slot((g) => g.gameType === 'PVP'));
    expect(openedPopups()).toEqual(['pvpRooms']);
    expect(open).not.toHaveBeenCalled();
  });

  it('warns with a translated message when the launch fails, and closes the tab', async () => {
    await logIn('player01', 'Player#2026');
    await setScenario({ failures: [{ path: '/wps/game/launchGame', status: 500 }] });
    const { tab } = fakeTab();
    startGame(playable());
    await waitFor(() => expect(openedPopups()).toEqual(['confirm']));
    const [entry] = usePopupStore.getState().stack;
    expect(entry?.name === 'confirm' && entry.props.message).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('offers the game behind a button when the browser blocked the tab', async () => {
    await logIn('player01', 'Player#2026');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    startGame(playable());
    await waitFor(() => expect(openedPopups()).toEqual(['confirm']));
    const [entry] = usePopupStore.getState().stack;
    if (entry?.name !== 'confirm') throw new Error('no prompt');
    expect(entry.props.confirmLabel).toBe('Open game');
    await entry.props.onConfirm?.();
    expect(open).toHaveBeenLastCalledWith(
      expect.stringContaining('/launch/play?'),
      '_blank',
      'noopener,noreferrer',
    );
  });
});

describe('launch addresses', () => {
  it('puts a path on a launch host, keeps http(s) addresses and refuses other schemes', () => {
    configureGameLaunch(() => ['https://cdn.example']);
    expect(resolveLaunchUrl('/launch/play?x=1')).toBe('https://cdn.example/launch/play?x=1');
    expect(resolveLaunchUrl('https://games.example/p')).toBe('https://games.example/p');
    expect(() => resolveLaunchUrl('javascript:alert(1)')).toThrow();
    configureGameLaunch(() => []);
    expect(() => resolveLaunchUrl('/launch/play')).toThrow();
  });
});

describe('jackpot counter figures', () => {
  it('starts between 31 and 32 million and rises by 100 to 500 every 3, 4 or 5 seconds', () => {
    expect(jackpotStart(() => 0)).toBe(31_000_000);
    expect(jackpotStart(() => 0.999999)).toBeLessThanOrEqual(32_000_000);
    expect(jackpotStep(() => 0)).toEqual({ delayMs: 3000, amount: 100 });
    expect(jackpotStep(() => 0.5).delayMs).toBe(4000);
    expect(jackpotStep(() => 0.9999)).toEqual({ delayMs: 5000, amount: 499.96 });
  });
});
