import { http, HttpResponse } from 'msw';
import { fetchGameVendors } from '@/core/api/game-vendors';
import { fetchGameList } from '@/features/games/api/game-list';
import { fetchFavouriteList } from '@/features/games/api/favourite-list';
import { fetchRankList } from '@/features/winners/api/rank-list';
import { fetchWinnerBoard } from '@/features/winners/api/winner-board';
import { byWinDescending } from '@/features/winners/api/winners';
import { lotteryLaunchParams } from '@/features/lottery/launch-lottery';
import { fetchGameMenus } from '@/features/lottery/api/game-menus';
import { fetchLotteryMenu } from '@/features/lottery/api/lottery-menu';
import { fetchVnNumero } from '@/features/lottery/api/vn-numero';
import { server } from '@mocks/node';
import { captureRequests } from '../lottery/launch-capture';
import { logInAs } from './games-helpers';

/** The query the client sends to `path`, read while `ask` runs. */
async function sentQuery(path: string, ask: () => Promise<unknown>): Promise<Record<string, string>> {
  const capture = captureRequests(path);
  try {
    await ask();
  } finally {
    capture.stop();
  }
  return Object.fromEntries(capture.seen[0] ?? []);
}

describe('games asked as the reference asks them (product rules: game and lottery calls)', () => {
  it('sends the game list the reference keys: merchant, no isPlatform, 24 a page', async () => {
    const query = await sentQuery('/wps/relay/GCSGAME_gameList', () => fetchGameList({ gameType: 'RNG' }));
    expect(query).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      merchant: 'demo',
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '24',
      language: 'EN',
    });
  });

  it('asks the SPB list as RNG games of SPB and SS, and the mock answers only theirs', async () => {
    const capture = captureRequests('/wps/relay/GCSGAME_gameList');
    const page = await fetchGameList({ gameType: 'SPB', pageSize: 500 });
    capture.stop();
    expect(capture.seen[0]?.get('gameType')).toBe('RNG');
    expect(capture.seen[0]?.get('vassalage')).toBe('SPB,SS');
    expect(page.games.length).toBeGreaterThan(0);
    expect(new Set(page.games.map((g) => g.vassalage))).toEqual(new Set(['SPB', 'SS']));
  });

  it('asks the vendors with platform and merchantCode, and derives the lanes from the served ones', async () => {
    let lanes: Awaited<ReturnType<typeof fetchGameVendors>> = [];
    const query = await sentQuery('/wps/relay/GCSGAME_newGameVendor', async () => {
      lanes = await fetchGameVendors();
    });
    expect(query).toEqual({ platform: 'html5-desktop', merchantCode: 'demo' });
    const titles = lanes.map((l) => l.title);
    expect(titles.indexOf('ESPORTS')).toBe(titles.indexOf('SPORTS') + 1);
    expect(titles.indexOf('COCKFIGHT')).toBe(titles.indexOf('SPORTS') + 2);
    expect(titles.indexOf('SPB')).toBe(titles.indexOf('RNG') + 1);
    const cards = (title: string) => lanes.find((l) => l.title === title)?.cards.map((c) => c.vassalage);
    expect(cards('COCKFIGHT')).toEqual(['DS88', 'DIG', 'SV3']);
    expect(cards('SPB')).toEqual(['SPB', 'SS']);
    expect(cards('RNG')).toEqual(expect.arrayContaining(['SPB', 'SS']));
    expect(cards('SPORTS')).toEqual(['SBO', 'SABA', 'CMD']);
  });

  it('asks the favourite list as the reference does, with no token in the address', async () => {
    await logInAs();
    const query = await sentQuery('/wps/relay/MCSFE_getFavoriteGamesList', () =>
      fetchFavouriteList({ gameType: 'RNG', pageSize: 999 }),
    );
    expect(query).toEqual({
      clientType: '3',
      platform: 'flash',
      language: 'EN',
      pageNo: '1',
      pageSize: '999',
      gameType: 'RNG',
    });
  });
});

describe('the winners board', () => {
  const answer = {
    success: true,
    value: {
      list: [
        {
          vo: {
            winAmount: '999.00',
            gameName: 'A',
            customerName: 'a***',
            nodeId: 1,
            gameType: 'RNG',
            vendor: 'PG',
          },
        },
        {
          vo: {
            winAmount: '1,250.50',
            gameName: 'B',
            customerName: 'b***',
            nodeId: 2,
            gameType: 'RNG',
            vendor: 'PG',
          },
        },
      ],
    },
  };

  it('reads the reference call (ODSFE2_getWinnerBoard) as the spec one, with the same params', async () => {
    const queries: Record<string, string>[] = [];
    const answerWith = ({ request: req }: { request: Request }) => {
      queries.push(Object.fromEntries(new URL(req.url).searchParams));
      return HttpResponse.json(answer);
    };
    server.use(
      http.get('*/wps/relay/ODSFE2_getWinnerBoard', answerWith),
      http.get('*/wps/relay/GCSGAME_getRankList', answerWith),
    );
    const fromReference = await fetchWinnerBoard();
    const fromSpec = await fetchRankList();
    expect(fromReference).toEqual(fromSpec);
    expect(queries).toEqual([
      { gameCategory: 'ALL', language: 'EN', limitNum: '20' },
      { gameCategory: 'ALL', language: 'EN', limitNum: '20' },
    ]);
    // By the number: the reference's text sort puts "1,250.50" below "999.00".
    expect([...fromReference].sort(byWinDescending).map((w) => w.winAmount)).toEqual([1250.5, 999]);
  });

  it('is answered by the mock on both calls', async () => {
    expect((await fetchWinnerBoard()).length).toBe(20);
    expect((await fetchRankList()).length).toBe(20);
  });
});

describe('the lottery gateway, read bare (product rules: game and lottery calls)', () => {
  it('asks game_menus with prizeMode Lott and reads the object of groups', async () => {
    const capture = captureRequests('/lgw/games/game_menus');
    const menus = await fetchGameMenus();
    capture.stop();
    expect(Object.fromEntries(capture.seen[0] ?? [])).toEqual({ prizeMode: 'Lott' });
    expect(menus.length).toBeGreaterThan(0);
    expect(menus[0]?.games[0]?.gameCode).toBeTruthy();
  });

  it('reads the reference shape, today’s list, and an envelope around either', async () => {
    const group = {
      gameGroupCode: 'VN',
      gameGroupName: 'Vietnam',
      gameMenus: [{ gameCode: 'VN1', gameName: 'Hanoi' }],
    };
    const listed = [
      {
        menuCode: 'VN',
        displayName: 'Vietnam',
        games: [{ gameCode: 'VN1', gameName: 'Hanoi', vendor: 'TCG_LOTTO_VN' }],
      },
    ];
    const expected = [
      {
        menuCode: 'VN',
        displayName: 'Vietnam',
        games: [expect.objectContaining({ gameCode: 'VN1', gameName: 'Hanoi', vendor: 'TCG_LOTTO_VN' })],
      },
    ];
    for (const body of [
      { VN: group },
      listed,
      { success: true, value: { VN: group } },
      { success: true, value: listed },
    ]) {
      server.use(http.get('*/lgw/vn/games/game_menu', () => HttpResponse.json(body)));
      expect(await fetchLotteryMenu('LOTT')).toEqual(expected);
    }
  });

  it('collects the draws from the values of a bare object, and reads today’s list', async () => {
    const draw = { gameCode: 'VN1', drawNumber: '7', openNumbers: '1,2', openTime: 't' };
    for (const body of [{ 7: draw }, { list: [draw] }, { success: true, value: { 7: draw } }]) {
      server.use(http.get('*/lgw/vn/numeros/opened/game', () => HttpResponse.json(body)));
      expect(await fetchVnNumero('VN1')).toEqual([draw]);
    }
  });

  it('sends the module ids of the reference catalogue', async () => {
    const ids: (string | null)[] = [];
    const listener = ({ request: req }: { request: Request }) => ids.push(req.headers.get('ModuleId'));
    server.events.on('request:start', listener);
    await fetchVnNumero('TCG_LOTTO_VN_LOTT_0001');
    await fetchGameVendors();
    server.events.removeListener('request:start', listener);
    expect(ids).toEqual(['AGEANNOUNCE3', null]);
  });
});

describe('the lottery launch', () => {
  const game = {
    nodeId: '1',
    vassalage: 'TCG_LOTTO_VN',
    gameType: 'LOTT',
    gameName: 'Hanoi',
    gameCode: 'VN1',
  };

  it('sends the reference params: betting for a game, the lobby otherwise, the full address back, no device', () => {
    window.history.replaceState(null, '', '/vnLottery?gameCode=VN1');
    const params = lotteryLaunchParams({ area: 'VN', prizeMode: 'ELOTT', game, view: 'game' });
    // Every launch's own params (core's launchParams), with the lottery's on top.
    expect(params).toMatchObject({ confirmTrans: 0, gameId: 'VN1', nodeId: '1', accountType: 1 });
    expect(params).not.toHaveProperty('device');
    expect(params).toMatchObject({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'VN1',
      lottoView: 'betting',
      backUrl: `${window.location.origin}/vnLottery?gameCode=VN1`,
      language: 'EN',
    });
    expect(lotteryLaunchParams({ area: 'VN', prizeMode: 'LOTT', game, view: 'lobby' }).lottoView).toBe(
      'lobby',
    );
    expect(
      lotteryLaunchParams({ area: 'SEA', prizeMode: 'LOTT', game: { ...game, gameCode: '' }, view: 'game' })
        .lottoView,
    ).toBe('lobby');
  });
});
