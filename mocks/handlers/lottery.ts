import { callGroup, defineCall } from '../protocol/define-call';
import { gameCatalogue } from '../state/game-catalogue';
import type { GameRecord, Language } from '../state/game-types';
import { classifyLabels } from '../state/game-words';
import { BASE_DATE_MS, formatDateTime } from '../state/dates';
import { createPrng, intBetween } from '../state/prng';

// The /lgw calls are the lottery gateway; their shapes are not in the spec and are designed here
// (documented in mocks/README.md).
function lotteryGame(g: GameRecord, language: Language) {
  return {
    nodeId: g.nodeId,
    gameCode: g.gameCode,
    gameName: g.names[language],
    vendor: g.vassalage,
    gameType: g.gameType,
    iconUrl: `/game/${g.nodeId}.svg`,
    maintenance: g.maintenance,
  };
}

function menus(games: GameRecord[], language: Language) {
  const byKey = new Map<string, GameRecord[]>();
  for (const g of games) byKey.set(g.gameClassify, [...(byKey.get(g.gameClassify) ?? []), g]);
  return [...byKey.entries()].map(([menuCode, list]) => ({
    menuCode,
    displayName: classifyLabels[menuCode] ?? menuCode,
    games: list.slice(0, 20).map((g) => lotteryGame(g, language)),
  }));
}

const lotteryGames = (): GameRecord[] =>
  gameCatalogue().games.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT');

function openedNumbers(gameCode: string, count: number) {
  // 32-bit arithmetic: a plain `h * 31` loses its low bits on long codes and gives every game the same draws.
  const rng = createPrng([...gameCode].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7));
  return Array.from({ length: count }, (_, i) => ({
    gameCode,
    drawNumber: `20261101-${String(480 - i).padStart(4, '0')}`,
    openNumbers: Array.from({ length: 5 }, () => intBetween(rng, 0, 9)).join(','),
    openTime: formatDateTime(BASE_DATE_MS - i * 180_000),
  }));
}

export const lotteryHandlers = callGroup(
  defineCall({ methods: ['get'], path: '/lgw/games/game_menus' }, ({ language }) =>
    menus(lotteryGames(), language),
  ),
  defineCall({ methods: ['get'], path: '/lgw/games/popular' }, ({ language }) => ({
    list: [...lotteryGames()]
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, 12)
      .map((g) => lotteryGame(g, language)),
  })),
  defineCall({ methods: ['get'], path: '/lgw/vn/games/game_menu' }, ({ query, language }) => {
    const type = (query.get('prizeMode') ?? 'LOTT').toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT';
    return menus(
      lotteryGames().filter((g) => g.vassalage === 'TCG_LOTTO_VN' && g.gameType === type),
      language,
    );
  }),
  defineCall(
    { methods: ['get'], path: '/lgw/vn/games/game_menu/recent', token: 'required' },
    ({ language }) => ({
      list: lotteryGames()
        .filter((g) => g.vassalage === 'TCG_LOTTO_VN')
        .slice(0, 6)
        .map((g) => ({ ...lotteryGame(g, language), lastDraw: openedNumbers(g.gameCode, 1)[0] })),
    }),
  ),
  defineCall({ methods: ['get'], path: '/lgw/vn/numeros/opened/game' }, ({ query }) => ({
    list: openedNumbers(query.get('gameCode') ?? 'TCG_LOTTO_VN_LOTT_0001', 10),
  })),
  defineCall(
    { methods: ['get'], path: '/lotto/lgw/games/opened/numero', token: 'required' },
    ({ query }) => ({
      list: openedNumbers(query.get('gameCode') ?? 'LOTT_LOTT_0001', 10),
    }),
  ),
);
