import { vi } from 'vitest';
import { configureGameNavigation, startGame, useSessionStore, type GameRef } from '@/core';
import { wireApiClient } from '@/app/client-wiring';
import { createQueryClient } from '@/app/query-client';
import { initI18n } from '@/i18n';
import { usePopupStore } from '@/lib/popup-store';
import { server } from '@mocks/node';
import { fakeTab } from '../support/fake-tab';

const game: GameRef = {
  nodeId: '103001',
  vassalage: 'PGE',
  gameType: 'RNG',
  gameName: 'Lucky & "Gold"',
  gameCode: 'PGE_RNG_0001',
  seamless: true,
};

beforeEach(async () => {
  await initI18n('EN');
  usePopupStore.setState({ stack: [], waiting: [] });
  useSessionStore.getState().clear();
  wireApiClient(createQueryClient());
});

describe('starting a seamless game', () => {
  it('goes to the seamless page with the game in the address: no tab, no launch, no token', () => {
    useSessionStore.getState().setToken('a-member-token');
    const navigate = vi.fn<(to: string) => void>();
    configureGameNavigation(navigate);
    const { open } = fakeTab();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    startGame(game);
    server.events.removeAllListeners();

    expect(open).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(navigate).toHaveBeenCalledTimes(1);
    const to = new URL(navigate.mock.calls[0]![0], window.location.origin);
    expect(to.pathname).toBe('/seamless');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      nodeId: '103001',
      vassalage: 'PGE',
      gameType: 'RNG',
      gameName: 'Lucky & "Gold"',
      gameCode: 'PGE_RNG_0001',
    });
    expect(navigate.mock.calls[0]![0]).not.toContain('a-member-token');
  });

  it('keeps the checks of any game start: a visitor gets the login popup, a free trial says so', () => {
    const navigate = vi.fn<(to: string) => void>();
    configureGameNavigation(navigate);
    startGame(game);
    expect(usePopupStore.getState().stack.map((p) => p.name)).toEqual(['login']);
    expect(navigate).not.toHaveBeenCalled();

    startGame(game, { freeTrial: true });
    expect(new URL(navigate.mock.calls[0]![0], window.location.origin).searchParams.get('freeTrial')).toBe(
      '1',
    );
    startGame({ ...game, maintenance: true }, { freeTrial: true });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
