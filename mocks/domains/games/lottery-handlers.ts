import { gameMenus } from '@/features/lottery/api/game-menus';
import { lotteryMenu } from '@/features/lottery/api/lottery-menu';
import { lotteryRecent } from '@/features/lottery/api/lottery-recent';
import { openedNumero } from '@/features/lottery/api/opened-numero';
import { popularGames } from '@/features/lottery/api/popular-games';
import { vnNumero } from '@/features/lottery/api/vn-numero';
import { callGroup, handle } from '../../protocol/define-call';
import { bare } from '../../protocol/envelope';
import { gameCatalogue } from './game-catalogue';
import type { GameRecord, Language } from './game-types';
import { classifyLabels } from './game-words';
import { BASE_DATE_MS, formatDateTime } from '../clock/dates';
import { createPrng, intBetween } from '../../shared/prng';

// The games of a menu group: the reference shows only `gameMenus[]`; the fields are designed here
// (mocks/README.md). The Vietnam gateway leaves the vendor out (the client marks them TCG_LOTTO_VN).
function lotteryGame(g: GameRecord, language: Language, withVendor = true) {
  return {
    nodeId: g.nodeId,
    gameCode: g.gameCode,
    gameName: g.names[language],
    ...(withVendor ? { vendor: g.vassalage } : {}),
    gameType: g.gameType,
    iconUrl: `/game/${g.nodeId}.svg`,
    maintenance: g.maintenance,
  };
}

type Group = { gameGroupCode: string; gameGroupName: string; gameMenus: unknown[] };

/** An object whose values are the groups, keyed by group code, as the reference reads it. */
function groups(games: GameRecord[], language: Language, withVendor = true): Record<string, Group> {
  const byKey = new Map<string, GameRecord[]>();
  for (const g of games) byKey.set(g.gameClassify, [...(byKey.get(g.gameClassify) ?? []), g]);
  return Object.fromEntries(
    [...byKey.entries()].map(([code, list]) => [
      code,
      {
        gameGroupCode: code,
        gameGroupName: classifyLabels[code] ?? code,
        gameMenus: list.slice(0, 20).map((g) => lotteryGame(g, language, withVendor)),
      },
    ]),
  );
}

const oneGroup = (code: string, gameMenus: unknown[]) => ({
  [code]: { gameGroupCode: code, gameGroupName: code, gameMenus },
});

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

/** Draws as the reference reads them: an object whose values are the draws (keyed by draw number). */
const drawsObject = (gameCode: string) =>
  Object.fromEntries(openedNumbers(gameCode, 10).map((d) => [d.drawNumber, d]));

export const lotteryHandlers = callGroup(
  handle(gameMenus, ({ language }) => bare(groups(lotteryGames(), language))),
  handle(popularGames, ({ language }) =>
    bare(
      oneGroup(
        'POPULAR',
        [...lotteryGames()]
          .sort((a, b) => b.popularity - a.popularity)
          .slice(0, 12)
          .map((g) => lotteryGame(g, language)),
      ),
    ),
  ),
  handle(lotteryMenu, ({ query, language }) => {
    const type = (query.get('prizeMode') ?? 'LOTT').toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT';
    const vn = lotteryGames().filter((g) => g.vassalage === 'TCG_LOTTO_VN' && g.gameType === type);
    return bare(groups(vn, language, false));
  }),
  handle(lotteryRecent, ({ language }) =>
    bare(
      oneGroup(
        'RECENT',
        lotteryGames()
          .filter((g) => g.vassalage === 'TCG_LOTTO_VN')
          .slice(0, 6)
          .map((g) => ({ ...lotteryGame(g, language, false), lastDraw: openedNumbers(g.gameCode, 1)[0] })),
      ),
    ),
  ),
  handle(vnNumero, ({ query }) => bare(drawsObject(query.get('gameCode') ?? 'TCG_LOTTO_VN_LOTT_0001'))),
  handle(openedNumero, ({ query }) => bare(drawsObject(query.get('gameCode') ?? 'LOTT_LOTT_0001'))),
);
