import { waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { ApiError } from '@/api';
import { wireApiClient } from '@/app/client-wiring';
import { createQueryClient } from '@/app/query-client';
import { configureGameLaunch, GAME_CLIENT_TYPE, startGame, useSessionStore, type GameRef } from '@/core';
import { launchParams } from '@/core/game-launch';
import { launchRefusalOf, maintenanceEndText } from '@/core/launch-refusal';
import { initI18n } from '@/i18n';
import { usePopupStore } from '@/lib/popup-store';
import { fakeTab } from '../support/fake-tab';
import { loginToken, setScenario } from '../test-utils';

const HOST = `${window.location.origin}/__cdn`;

function refOf(filter: (g: ReturnType<typeof gameCatalogue>['games'][number]) => boolean): GameRef {
  const g = gameCatalogue().games.find((game) => filter(game) && !game.maintenance);
  if (!g) throw new Error('no such game in the mock catalogue');
  return {
    nodeId: String(g.nodeId),
    vassalage: g.vassalage,
    gameType: g.gameType,
    gameName: g.names.EN,
    gameCode: g.gameCode,
    roomId: g.roomId === null ? null : String(g.roomId),
  };
}

const jiliSlot = () => refOf((g) => g.vassalage === 'JILI' && g.gameType === 'RNG');

/** Every request the app sends to `path`: its query and whether it carried a token. */
function watch(path: string) {
  const seen: { query: URLSearchParams; authorization: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) {
      seen.push({ query: url.searchParams, authorization: request.headers.get('Authorization') });
    }
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

const popups = () => usePopupStore.getState().stack;

async function logInAsPlayer() {
  const token = await loginToken('player01', 'Player#2026');
  useSessionStore.setState({
    token,
    identity: {
      account: 'player01',
      nickname: 'Lucky Player',
      customerId: '10001',
      isAgent: false,
      trial: false,
    },
  });
}

beforeEach(async () => {
  await initI18n('EN');
  usePopupStore.setState({ stack: [], waiting: [] });
  useSessionStore.getState().clear();
  wireApiClient(createQueryClient());
  configureGameLaunch(() => [HOST]);
});

describe('the launch parameters', () => {
  it('are the platform’s: the game’s code as gameId, its node apart, the account, GLS and the fixed flags', async () => {
    await logInAsPlayer();
    const game = jiliSlot();
    expect(launchParams(game)).toEqual({
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5',
      clientType: GAME_CLIENT_TYPE,
      gameId: game.gameCode,
      nodeId: game.nodeId,
      accountType: 1,
      vassalage: 'JILI',
      username: 'player01',
      language: 'EN',
      webView: false,
      isCoin: false,
      roomId: undefined,
    });
    expect(launchParams(game, { freeTrial: true }).accountType).toBe(0);
    const pvp = refOf((g) => g.gameType === 'PVP');
    expect(launchParams(pvp, { roomId: '42' }).roomId).toBe('42');
    // A list that names only the node sends no gameId rather than a wrong one.
    expect(launchParams({ ...game, gameCode: null }).gameId).toBeUndefined();
  });

  it('go to /wps/game/launchGame for a member’s slot, and the tab opens at content.game_url', async () => {
    await logInAsPlayer();
    const launches = watch('/wps/game/launchGame');
    const { tab } = fakeTab();
    const game = jiliSlot();
    startGame(game);
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    const sent = launches.seen[0];
    expect(Object.fromEntries(sent?.query ?? [])).toMatchObject({
      gameId: game.gameCode,
      nodeId: game.nodeId,
      username: 'player01',
      launchMode: 'GLS',
      confirmTrans: '0',
    });
    expect(new URL(tab.location.replace.mock.calls[0]![0]).searchParams.get('nodeId')).toBe(game.nodeId);
    launches.stop();
  });

  it('give a visitor’s free trial to GCS_gameTrialLaunch: no token, only gameId, nodeId and platform', async () => {
    const trials = watch('/wps/relay/GCS_gameTrialLaunch');
    const { tab } = fakeTab();
    const game = refOf((g) => g.gameType === 'PVP');
    startGame(game, { freeTrial: true });
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    expect(popups()).toEqual([]);
    expect(trials.seen).toHaveLength(1);
    expect(trials.seen[0]?.authorization).toBeNull();
    expect(Object.fromEntries(trials.seen[0]?.query ?? [])).toEqual({
      gameId: game.gameCode,
      nodeId: game.nodeId,
      platform: 'html5',
    });
    expect(new URL(tab.location.replace.mock.calls[0]![0]).searchParams.get('mode')).toBe('demo');
    trials.stop();
  });
});

describe('a refused launch', () => {
  it('opens the maintenance popup with the end time the platform gave, from a refusal or from resType 1', async () => {
    await logInAsPlayer();
    const endTime = Date.UTC(2026, 10, 1, 14, 30);
    for (const answer of ['refusal', 'resType'] as const) {
      usePopupStore.setState({ stack: [], waiting: [] });
      await setScenario({ vendorMaintenance: { vassalage: 'JILI', answer, endTime } });
      const { tab } = fakeTab();
      startGame(jiliSlot());
      await waitFor(() => expect(popups().map((p) => p.name)).toEqual(['gameMaintenance']));
      const [entry] = popups();
      expect(entry?.name === 'gameMaintenance' && entry.props.endTime).toBe(endTime);
      expect(tab.close).toHaveBeenCalled();
    }
    expect(maintenanceEndText(endTime, 'en-GB')).toMatch(/1 Nov 2026/);
    expect(maintenanceEndText('2026-11-01 14:30', 'en')).toBe('2026-11-01 14:30');
    expect(maintenanceEndText(null, 'en')).toBeUndefined();
  });

  it('offers the deposit when the balance is not enough, and the button opens it', async () => {
    await logInAsPlayer();
    await setScenario({ launchMinimumBalance: 1_000_000 });
    fakeTab();
    startGame(jiliSlot());
    await waitFor(() => expect(popups().map((p) => p.name)).toEqual(['confirm']));
    const [entry] = popups();
    if (entry?.name !== 'confirm') throw new Error('no dialog');
    expect(entry.props).toMatchObject({
      title: 'Not enough balance',
      message: 'Your balance is not enough to start this game. Make a deposit to play.',
      confirmLabel: 'Deposit',
    });
    await entry.props.onConfirm?.();
    expect(popups().at(-1)).toMatchObject({ name: 'memberCentre', props: { page: 'depositv2' } });
  });

  it('says the previous game has not finished (#734)', async () => {
    await logInAsPlayer();
    await setScenario({ unfinishedGame: 1 });
    fakeTab();
    startGame(jiliSlot());
    await waitFor(() => expect(popups().map((p) => p.name)).toEqual(['confirm']));
    const [entry] = popups();
    expect(entry?.name === 'confirm' && entry.props.message).toBe(
      'Your previous game has not finished yet. Finish it, or wait a moment, before starting another game.',
    );
  });

  it('tells each refusal by its code, whatever its case', () => {
    const refusal = (code: string, value?: unknown) =>
      launchRefusalOf(new ApiError('server', 'launchGame', { code, message: 'x', value }))?.kind;
    expect(refusal('VENDOR_UNDER_MAINTENANCE')).toBe('maintenance');
    expect(refusal('launch_game_balance_not_enough')).toBe('balance');
    expect(refusal('#734')).toBe('unfinished');
    expect(refusal('some.other', { resType: 1 })).toBe('maintenance');
    expect(refusal('some.other')).toBeUndefined();
  });
});
