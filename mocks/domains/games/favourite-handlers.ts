import { addFavourite } from '@/features/games/api/add-favourite';
import { favouriteIds } from '@/features/games/api/favourite-ids';
import { favouriteList } from '@/features/games/api/favourite-list';
import { removeFavourite } from '@/features/games/api/remove-favourite';
import { callGroup, handle, type MemberContext } from '../../protocol/define-call';
import { paginate } from './game-query';
import { gameCatalogue } from './game-catalogue';
import { toWireGame } from './game-types';
import { findGame, pageParams } from './game-lookup';
import { firstField, inputs } from '../../protocol/inputs';

function favouritesOf({ state, member }: MemberContext): number[] {
  const list = state.favourites.get(member.id) ?? [];
  state.favourites.set(member.id, list);
  return list;
}

export const favouriteHandlers = callGroup(
  handle(favouriteIds, (ctx) => [...favouritesOf(ctx)]),
  // The reference's params (clientType, platform "flash", language) are accepted and need nothing; a token
  // sent as a param is not read (the session is the Authorization header's).
  handle(favouriteList, (ctx) => {
    const { byNodeId } = gameCatalogue();
    const gameType = (ctx.query.get('gameType') ?? '').toUpperCase();
    const vendor = (ctx.query.get('vendor') ?? '').toUpperCase();
    const games = favouritesOf(ctx).flatMap((id) => {
      const g = byNodeId.get(id);
      if (!g) return [];
      if (gameType !== '' && gameType !== 'ALL' && g.gameType !== gameType) return [];
      if (vendor !== '' && vendor !== 'ALL' && g.vassalage !== vendor) return [];
      return [g];
    });
    const { pageNo, pageSize } = pageParams(ctx.query, 13);
    const page = paginate(games, pageNo, pageSize);
    return {
      content: page.items.map((g) => toWireGame(g, ctx.language)),
      pageNum: pageNo,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  }),
  // Newest favourite first; adding twice is harmless.
  handle(addFavourite, (ctx) => {
    const game = findGame(firstField(inputs(ctx), 'nodeId'));
    const list = favouritesOf(ctx);
    if (!list.includes(game.nodeId)) list.unshift(game.nodeId);
    return true;
  }),
  handle(removeFavourite, (ctx) => {
    const nodeId = Number(firstField(inputs(ctx), 'nodeId'));
    const list = favouritesOf(ctx);
    const index = list.indexOf(nodeId);
    if (index >= 0) list.splice(index, 1);
    return true;
  }),
);
