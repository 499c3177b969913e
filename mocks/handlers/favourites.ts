import { callGroup, defineCall, type CallContext } from '../protocol/define-call';
import { paginate } from '../state/game-query';
import { gameCatalogue } from '../state/game-catalogue';
import { toWireGame } from '../state/game-types';
import { getState } from '../state/store';
import { findGame, pageParams } from './game-lookup';
import { firstField, inputs } from './inputs';

const spec = { module: 'GAMELOFAV3', token: 'required' } as const;

function favouritesOf(ctx: CallContext): number[] {
  if (!ctx.member) return [];
  const favourites = getState().favourites;
  const list = favourites.get(ctx.member.id) ?? [];
  favourites.set(ctx.member.id, list);
  return list;
}

export const favouriteHandlers = callGroup(
  defineCall({ ...spec, methods: ['get'], path: '/wps/relay/MCSFE_getFavoriteGames' }, (ctx) => [
    ...favouritesOf(ctx),
  ]),
  defineCall({ ...spec, methods: ['get'], path: '/wps/relay/MCSFE_getFavoriteGamesList' }, (ctx) => {
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
  defineCall({ ...spec, methods: ['post'], path: '/wps/relay/MCSFE_addFavoriteGameV2' }, (ctx) => {
    const game = findGame(firstField(inputs(ctx), 'nodeId'));
    const list = favouritesOf(ctx);
    if (!list.includes(game.nodeId)) list.unshift(game.nodeId);
    return true;
  }),
  defineCall({ ...spec, methods: ['delete'], path: '/wps/relay/MCSFE_removeFavoriteGameV2' }, (ctx) => {
    const nodeId = Number(firstField(inputs(ctx), 'nodeId'));
    const list = favouritesOf(ctx);
    const index = list.indexOf(nodeId);
    if (index >= 0) list.splice(index, 1);
    return true;
  }),
);
