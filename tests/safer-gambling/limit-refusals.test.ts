import { waitFor } from '@testing-library/react';
import { configureGameLaunch, startGame, useSessionStore, type GameRef } from '@/core';
import { wireApiClient } from '@/app/client-wiring';
import { createQueryClient } from '@/app/query-client';
import { initI18n } from '@/i18n';
import { usePopupStore, type PopupEntry } from '@/lib/popup-store';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { fakeTab } from '../support/fake-tab';
import { loginToken } from '../test-utils';

// A game start the member's own limits refuse: the tab closes and the warning says which limit and when
// play can start again, in the member's words (the server's message is English only).

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Merchant: 'test',
      ...(token ? { Authorization: token, ModuleId: 'COMM3' } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} refused: ${await response.text()}`);
}

const slot = (): GameRef => {
  const g = gameCatalogue().games.find((game) => game.gameType === 'RNG' && !game.maintenance)!;
  return { nodeId: String(g.nodeId), vassalage: g.vassalage, gameType: g.gameType, gameName: g.names.EN };
};

const warning = () =>
  usePopupStore
    .getState()
    .stack.find((p): p is Extract<PopupEntry, { name: 'confirm' }> => p.name === 'confirm');

beforeEach(async () => {
  usePopupStore.setState({ stack: [], waiting: [] });
  wireApiClient(createQueryClient());
  configureGameLaunch(() => [`${window.location.origin}/__cdn`]);
});

describe('a game start refused by a limit', () => {
  it('says the daily loss limit is reached and when games can start again', async () => {
    await initI18n('EN');
    const token = await loginToken('player01', 'Player#2026');
    useSessionStore.getState().setToken(token);
    await post('/wps/relay/MCS2_setLimit', { kind: 'LOSS', period: 'DAY', limit: 50 }, token);
    await post('/__mock/bets', { account: 'player01', stake: 200, winLoss: -200 });

    const { tab } = fakeTab();
    startGame(slot());
    await waitFor(() => expect(warning()).toBeDefined());
    expect(tab.close).toHaveBeenCalled();
    expect(warning()!.props.message).toBe(
      'You have reached your daily loss limit. Games can be started again from Nov 2, 2026, 12:00 AM UTC.',
    );
  });

  it('speaks Portuguese to a Portuguese reader', async () => {
    await initI18n('PT');
    const token = await loginToken('player01', 'Player#2026');
    useSessionStore.getState().setToken(token);
    await post('/wps/relay/MCS2_setLimit', { kind: 'SESSION', period: 'DAY', limit: 30 }, token);
    await post('/__mock/clock', { advanceMinutes: 31 });

    fakeTab();
    startGame(slot());
    await waitFor(() => expect(warning()).toBeDefined());
    expect(warning()!.props.message).toMatch(
      /^Você atingiu seu limite diário de tempo de sessão\. Os jogos podem ser iniciados de novo a partir de .*2026/,
    );
  });
});
