import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { call, control, loginToken, valueOf } from './mock-client';

interface Game {
  nodeId: number;
  vassalage: string;
  gameName: string;
  gameType: string;
  gameClassify: string;
  iconUrl: string;
  isNew: boolean;
  maintenance: boolean;
}

interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}

/** The module id header the mock, as a strict gateway, wants for each call (the reference catalogue's). */
const moduleId = (id: string) => ({ ModuleId: id });

const list = async (query: string, headers?: Record<string, string>) =>
  valueOf<GamePage>(
    await call(`/wps/relay/GCSGAME_gameList?${query}`, { headers: { ...moduleId('GAMELO3'), ...headers } }),
  );

describe('mock game catalogue', () => {
  it('holds 3,000+ games across every category and the vendors of product rules: constants and limits', () => {
    const { games } = gameCatalogue();
    expect(games.length).toBeGreaterThanOrEqual(3000);
    const types = new Set(games.map((g) => g.gameType));
    for (const t of ['RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'COCKFIGHT'])
      expect(types).toContain(t);
    const vendors = new Set(games.map((g) => g.vassalage));
    for (const v of [
      'AV',
      'IMES',
      'IA',
      'AI',
      'TF',
      'DS88',
      'DIG',
      'PGE',
      'TCG_LOTTO_VN',
      'TCG_SEA',
      'LOTT',
      'ELOTT',
    ]) {
      expect(vendors).toContain(v);
    }
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
  });

  it('filters by type, vendor, classification and new, and pages the result', async () => {
    const all = await list('pageNo=1&pageSize=50');
    expect(all.totalCount).toBeGreaterThanOrEqual(3000);
    expect(all.games).toHaveLength(50);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 50));

    const slots = await list('gameType=RNG&vassalage=PG&gameClassify=JP&pageNo=1&pageSize=10');
    expect(slots.totalCount).toBeGreaterThan(0);
    expect(
      slots.games.every((g) => g.gameType === 'RNG' && g.vassalage === 'PG' && g.gameClassify === 'JP'),
    ).toBe(true);

    const fresh = await list('gameType=RNG&isNew=true&pageSize=500');
    expect(fresh.games.every((g) => g.isNew)).toBe(true);

    const lastPage = await list(`gameType=LIVE&pageSize=7&pageNo=${Math.ceil(320 / 7)}`);
    expect(lastPage.games.length).toBeGreaterThan(0);
    const beyond = await list('gameType=LIVE&pageSize=7&pageNo=999');
    expect(beyond.games).toHaveLength(0);
  });

  it('searches names case-insensitively and answers in the request language', async () => {
    const found = await list('gameName=DRAGON&pageSize=100');
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    const pt = await list('gameType=LIVE&vassalage=EVO&pageSize=20', { Language: 'PT' });
    expect(pt.games.some((g) => /Bacará|Roleta/.test(g.gameName))).toBe(true);
  });

  it('serves the filtered list fast', async () => {
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) await list(`gameName=a&pageNo=${i + 1}&pageSize=20`);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('publishes vendor lanes with e-sports and cockfight inside SPORTS, PGE inside RNG and an ELOTT card for TCG_LOTTO_VN', async () => {
    const value = valueOf<{
      data: { lanes: { title: string; cards: { vassalage: string }[]; gameClassify: unknown[] }[] };
    }>(await call('/wps/relay/GCSGAME_newGameVendor'));
    const lane = (title: string) =>
      value.data.lanes.find((l) => l.title === title)?.cards.map((c) => c.vassalage) ?? [];
    expect(lane('SPORTS')).toEqual(expect.arrayContaining(['AV', 'IMES', 'IA', 'AI', 'TF', 'DS88', 'DIG']));
    expect(lane('RNG')).toContain('PGE');
    expect(lane('ELOTT')).toContain('TCG_LOTTO_VN');
  });

  it('answers hot games and a winner board sorted by win', async () => {
    expect(
      valueOf<{ list: Game[] }>(
        await call('/wps/relay/GCSGAME_hotGamesV2', { method: 'POST', headers: moduleId('GAMELOHOT3') }),
      ).list,
    ).toHaveLength(30);
    const board = valueOf<{ list: { vo: { winAmount: number; customerName: string } }[] }>(
      await call('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20'),
    );
    expect(board.list).toHaveLength(20);
    const wins = board.list.map((e) => e.vo.winAmount);
    expect([...wins].sort((a, b) => b - a)).toEqual(wins);
    expect(board.list[0]?.vo.customerName).toMatch(/^\w{2}\*\*\*\d{2}$/);
  });

  it('launches a game to the mock CDN and refuses one under maintenance', async () => {
    const token = await loginToken();
    const game = gameCatalogue().games.find((g) => g.gameType === 'RNG' && !g.maintenance);
    const launched = valueOf<{ content: { game_url: string } }>(
      await call(`/wps/game/launchGame?launchMode=GLS&accountType=1&nodeId=${game?.nodeId}&platform=html5`, {
        headers: moduleId('GAMELO3'),
        token,
      }),
    );
    expect(launched.content.game_url).toMatch(/^\/launch\/play\?/);
    const page = await fetch(`/__cdn${launched.content.game_url}`);
    expect(await page.text()).toContain('demo game');
    const recent = valueOf<{ content: Game[] }>(
      await call('/wps/relay/GCS_recentGame', { token, headers: moduleId('GAMELOREC3') }),
    );
    expect(recent.content[0]?.nodeId).toBe(game?.nodeId);

    const broken = gameCatalogue().landmarks.maintenanceNodeId;
    const refused = await call(`/wps/game/launchGame?launchMode=GLS&accountType=1&nodeId=${broken}`, {
      headers: moduleId('GAMELO3'),
      token,
    });
    expect(refused.body.errorCode).toBe('game.maintenance');
  });

  it('keeps favourites per member across calls', async () => {
    const token = await loginToken();
    const ids = valueOf<number[]>(
      await call('/wps/relay/MCSFE_getFavoriteGames', { headers: moduleId('GAMELOFAV3'), token }),
    );
    expect(ids.length).toBeGreaterThanOrEqual(10);
    const candidate = gameCatalogue().games.find((g) => !ids.includes(g.nodeId));
    const payload = {
      nodeId: candidate?.nodeId,
      vendor: candidate?.vassalage,
      gameType: candidate?.gameType,
    };
    await call('/wps/relay/MCSFE_addFavoriteGameV2', { method: 'POST', token, json: payload });
    expect(
      valueOf<number[]>(
        await call('/wps/relay/MCSFE_getFavoriteGames', { headers: moduleId('GAMELOFAV3'), token }),
      ),
    ).toContain(candidate?.nodeId);
    const page = valueOf<{ content: Game[]; pageNum: number; totalPages: number }>(
      await call('/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=13', {
        headers: moduleId('GAMELOFAV3'),
        token,
      }),
    );
    expect(page.content[0]?.nodeId).toBe(candidate?.nodeId);
    expect(page.pageNum).toBe(1);

    await call('/wps/relay/MCSFE_removeFavoriteGameV2', { method: 'DELETE', token, json: payload });
    expect(
      valueOf<number[]>(
        await call('/wps/relay/MCSFE_getFavoriteGames', { headers: moduleId('GAMELOFAV3'), token }),
      ),
    ).not.toContain(candidate?.nodeId);
    await control('reset', {});
  });
});
