import { gameVendors } from '@/core/api/game-vendors';
import { gameList as gameListEndpoint } from '@/features/games/api/game-list';
import { hotGames as hotGamesEndpoint } from '@/features/games/api/hot-games';
import { rankList as rankListEndpoint } from '@/features/winners/api/rank-list';
import { recentGames } from '@/features/games/api/recent-games';
import { vendorGameTypes } from '@/features/games/api/vendor-game-types';
import { winnerBoard } from '@/features/winners/api/winner-board';
import { callGroup, handle, type CallContext } from '../../protocol/define-call';
import { gameCatalogue } from './game-catalogue';
import { hotGames, rankList } from './game-highlights';
import { vendorLanes } from './game-lanes';
import { parseGameListQuery, queryGames, paginate } from './game-query';
import { toWireGame } from './game-types';
import { classifyLabels } from './game-words';
import { pageParams } from './game-lookup';

// The product marks the list (T) yet visitors browse game lists, so a token is read when sent but not required.
const gameList = handle(gameListEndpoint, ({ query, language }) => {
  const page = queryGames(parseGameListQuery(query));
  return {
    games: page.games.map((g) => toWireGame(g, language)),
    totalPages: page.totalPages,
    totalCount: page.totalCount,
  };
});

// The classifications one vendor offers within a game type, in the category-item shape of product rules: data the portal reads and keeps.
const vassGameType = handle(vendorGameTypes, ({ query }) => {
  const vassalage = (query.get('vassalage') ?? '').toUpperCase();
  const gameType = (query.get('gameType') ?? '').toUpperCase();
  const keys = new Set<string>();
  for (const g of gameCatalogue().games) {
    if (g.vassalage === vassalage && (gameType === '' || g.gameType === gameType)) keys.add(g.gameClassify);
  }
  return [...keys].map((key) => ({ key, displayName: classifyLabels[key] ?? key, vendors: [vassalage] }));
});

// The lanes as the backend files them: the client derives its ESPORTS, COCKFIGHT and SPB lanes.
const newGameVendor = handle(gameVendors, () => ({ data: { lanes: vendorLanes() } }));

// The client's method is a setting (VITE_HOT_GAMES_METHOD): both are answered.
const hot = handle(
  hotGamesEndpoint,
  ({ language }) => ({ list: hotGames().map((g) => toWireGame(g, language)) }),
  { alsoMethods: ['get', 'post'] },
);

// The winners board's two calls (VITE_WINNERS_BOARD_CALL) answer the same params with the same list.
function winners({ query, language }: CallContext) {
  const limit = Math.min(100, Math.max(1, Number(query.get('limitNum') ?? '20') || 20));
  return { list: rankList(query.get('gameCategory') ?? 'ALL', limit, language) };
}
const rank = handle(rankListEndpoint, winners);
const winnerBoardCall = handle(winnerBoard, winners);

const recent = handle(
  recentGames,
  ({ state, query, member, language }) => {
    const { byNodeId } = gameCatalogue();
    const gameType = (query.get('gameType') ?? '').toUpperCase();
    const ids = state.recent.get(member.id) ?? [];
    const games = ids
      .map((id) => byNodeId.get(id))
      .filter((g) => g !== undefined && (gameType === '' || gameType === 'ALL' || g.gameType === gameType));
    const { pageNo, pageSize } = pageParams(query, 20);
    const page = paginate(games, pageNo, pageSize);
    return {
      content: page.items.flatMap((g) => (g ? [toWireGame(g, language)] : [])),
      pageNum: pageNo,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  },
  { alsoMethods: ['post'] },
);

export const gameHandlers = callGroup(
  gameList,
  vassGameType,
  newGameVendor,
  hot,
  rank,
  winnerBoardCall,
  recent,
);
