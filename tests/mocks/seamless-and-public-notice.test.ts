import { call, control, loginToken, valueOf } from './mock-client';

interface WireGame {
  nodeId: number;
  vassalage: string;
  seamless: boolean;
}
interface Bundle {
  popup: { id: number; title: string; execution: string }[];
}

const inHouse = async () =>
  valueOf<{ games: WireGame[] }>(
    await call('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PGE,PG&pageSize=500'),
  ).games;
const bundle = async () =>
  valueOf<Bundle>(await call('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W'));

async function launch(nodeId: number) {
  const token = await loginToken();
  return valueOf<{ content: { game_url: string } }>(
    await call(`/wps/relay/GCS_gameLaunchFB?nodeId=${nodeId}&accountType=1`, { token }),
  ).content.game_url;
}

describe('seamless games (designed)', () => {
  it('marks the in-house games seamless, and only them', async () => {
    const games = await inHouse();
    expect(games.filter((g) => g.vassalage === 'PGE').every((g) => g.seamless)).toBe(true);
    expect(games.filter((g) => g.vassalage === 'PG').some((g) => g.seamless)).toBe(false);
  });

  it('launches a seamless game on the mock CDN, or on a foreign host under seamlessHost foreign', async () => {
    const game = (await inHouse()).find((g) => g.vassalage === 'PGE')!;
    expect(await launch(game.nodeId)).toMatch(/^\/launch\/play\?/);
    await control('scenario', { seamlessHost: 'foreign' });
    expect(await launch(game.nodeId)).toMatch(/^https:\/\/games\.vendor\.example\/launch\/play\?.*mode=real/);
    // Only seamless games move: another vendor's still answers a path on the launch hosts.
    const other = (await inHouse()).find((g) => g.vassalage === 'PG')!;
    expect(await launch(other.nodeId)).toMatch(/^\/launch\/play\?/);
  });

  it('refuses a seamlessHost it does not know', async () => {
    const answer = (await control('scenario', { seamlessHost: 'mars' })) as { errorCode: string };
    expect(answer.errorCode).toBe('mock.scenario.invalid');
  });
});

describe('the public notice (designed)', () => {
  it('is not served by default, and served to everyone under publicNotice', async () => {
    expect((await bundle()).popup.some((p) => p.execution === 'P')).toBe(false);
    await control('scenario', { publicNotice: true });
    expect((await bundle()).popup.filter((p) => p.execution === 'P').map((p) => p.title)).toEqual([
      'Planned maintenance on Nov 8',
    ]);
    const member = valueOf<Bundle>(
      await call('/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W', { token: await loginToken() }),
    );
    expect(member.popup.some((p) => p.execution === 'P')).toBe(true);
  });
});
