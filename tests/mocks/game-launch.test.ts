import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { call, control, loginToken, valueOf } from './mock-client';

const slot = () => {
  const game = gameCatalogue().games.find(
    (g) => g.vassalage === 'JILI' && g.gameType === 'RNG' && !g.maintenance,
  );
  if (!game) throw new Error('no JILI slot in the mock');
  return game;
};

/** A launch as the platform's member centre sends it (spec 5 2.10), with the parts a test changes. */
const launchQuery = (overrides: Record<string, string | null> = {}) => {
  const game = slot();
  const query: Record<string, string | null> = {
    confirmTrans: '0',
    launchMode: 'GLS',
    platform: 'html5',
    clientType: '3',
    gameId: game.gameCode,
    nodeId: String(game.nodeId),
    accountType: '1',
    vassalage: game.vassalage,
    username: 'player01',
    language: 'EN',
    webView: 'false',
    isCoin: 'false',
    ...overrides,
  };
  const kept = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== null);
  return new URLSearchParams(kept).toString();
};

const launch = (token: string, overrides?: Record<string, string | null>) =>
  call(`/wps/game/launchGame?${launchQuery(overrides)}`, { token });

describe('the mock game launch', () => {
  it('starts a slot by its code and node and answers the address in content.game_url', async () => {
    const token = await loginToken();
    const answer = valueOf<{ content: { game_url: string } }>(await launch(token));
    expect(answer.content.game_url).toMatch(new RegExp(`^/launch/play\\?.*nodeId=${slot().nodeId}`));
  });

  it('refuses what the live site refuses: no launchMode (500 #727), a code of another node, another account', async () => {
    const token = await loginToken();
    const noMode = await launch(token, { launchMode: null });
    expect(noMode.status).toBe(500);
    expect(noMode.body.errorCode).toBe('#727');
    const other = gameCatalogue().games.find((g) => g.gameType === 'LIVE' && !g.maintenance);
    expect((await launch(token, { gameId: other?.gameCode ?? '' })).body.errorCode).toBe(
      'game.node.mismatch',
    );
    expect((await launch(token, { gameId: 'NOPE_0001' })).body.errorCode).toBe('game.not.found');
    expect((await launch(token, { username: 'agent01' })).body.errorCode).toBe('launch.username.mismatch');
    // A missing code or account is not refused: a list that gives no code starts the game by its node.
    expect((await launch(token, { gameId: null, username: null })).body.success).toBe(true);
  });

  it('starts a visitor’s free trial through GCS_gameTrialLaunch with no token and no module id', async () => {
    const game = slot();
    const answer = valueOf<{ content: { game_url: string } }>(
      await call(
        `/wps/relay/GCS_gameTrialLaunch?gameId=${game.gameCode}&nodeId=${game.nodeId}&platform=html5`,
      ),
    );
    expect(answer.content.game_url).toContain('mode=demo');
  });

  it('makes every refusal reachable by scenario: a vendor’s maintenance, a game unfinished, a balance too low', async () => {
    const token = await loginToken();
    await control('scenario', { vendorMaintenance: { vassalage: 'JILI', endTime: 1_800_000_000_000 } });
    const refused = await launch(token);
    expect(refused.body.errorCode).toBe('vendor_under_maintenance');
    expect(refused.body.value).toMatchObject({
      resType: 1,
      content: { data: { endTime: 1_800_000_000_000 } },
    });

    await control('scenario', { vendorMaintenance: { vassalage: 'JILI', answer: 'resType' } });
    const notice = valueOf<{ resType: number; content: { data: { maintainTime: number; endTime: number } } }>(
      await launch(token),
    );
    expect(notice.resType).toBe(1);
    expect(notice.content.data.endTime).toBeGreaterThan(notice.content.data.maintainTime);

    await control('scenario', { vendorMaintenance: null, unfinishedGame: 100001 });
    expect((await launch(token)).body.errorCode).toBe('#734');
    // A demo round risks nothing: it starts.
    expect((await launch(token, { accountType: '0' })).body.success).toBe(true);

    await control('scenario', { unfinishedGame: null, launchMinimumBalance: 20_000 });
    expect((await launch(token)).body.errorCode).toBe('launch_game_balance_not_enough');
    await control('scenario', { launchMinimumBalance: 10 });
    expect((await launch(token)).body.success).toBe(true);
  });
});
