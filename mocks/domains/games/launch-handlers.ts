import { launchGame } from '@/core/api/launch-game';
import { launchGameFB } from '@/core/api/launch-game-fb';
import { pvpRooms } from '@/features/pvp-rooms/api/pvp-rooms';
import { callGroup, handle, type CallContext } from '../../protocol/define-call';
import { badRequest, MockFailure } from '../../protocol/mock-failure';
import { gameCatalogue } from './game-catalogue';
import { findGame } from './game-lookup';
import { FOREIGN_GAME_HOST, seamlessVendors } from './vendors';
import { firstField, inputs } from '../../protocol/inputs';
import { isTrial } from '../members/members';
import { refusePlayOverLimits } from '../safer-gambling/limit-checks';

const RECENT_LIMIT = 50;

function remember(recent: Map<number, number[]>, memberId: number, nodeId: number): void {
  const list = (recent.get(memberId) ?? []).filter((id) => id !== nodeId);
  recent.set(memberId, [nodeId, ...list].slice(0, RECENT_LIMIT));
}

/** Builds `value.content.game_url` (a path on a launch host) and the older `value.gameUrl` (a full address). */
function launch(ctx: CallContext, allowDemoWithoutSession: boolean) {
  const input = inputs(ctx);
  const demo =
    firstField(input, 'accountType') === '0' || firstField(input, 'freeTrial', 'isFreeTrial') === 'true';
  if (!ctx.member && !(allowDemoWithoutSession && demo)) {
    throw new MockFailure(401, 'login.not.session', 'Not logged in, please log in');
  }
  if (ctx.member && isTrial(ctx.member) && !demo) {
    throw badRequest('game.trial.forbidden', 'Trial accounts cannot play with real money');
  }
  // A reached loss or session time limit ends real-money play, through either launcher, until it resets;
  // a demo round risks nothing.
  if (ctx.member && !demo) refusePlayOverLimits(ctx.state, ctx.member.id);
  const params = new URLSearchParams({ mode: demo ? 'demo' : 'real', lang: ctx.language });
  if (firstField(input, 'launchMode').toUpperCase() === 'LOTT') {
    const code = firstField(input, 'lottoGameCode');
    const game = gameCatalogue().games.find((g) => g.gameCode === code);
    if (game?.maintenance)
      throw badRequest('game.maintenance', 'Game under maintenance, please try another game');
    params.set('lotto', code || 'LOBBY');
    params.set('prizeMode', firstField(input, 'lottoPrizeMode') || 'LOTT');
    params.set('view', firstField(input, 'lottoView') || 'lobby');
    if (game) params.set('nodeId', String(game.nodeId));
  } else {
    // A vendor card that starts its game directly (cockfight, sports) may name it by gameCode alone.
    const nodeId = firstField(input, 'nodeId', 'gameId');
    const code = firstField(input, 'gameCode');
    const byCode = nodeId ? undefined : gameCatalogue().games.find((g) => code !== '' && g.gameCode === code);
    const game = byCode ?? findGame(nodeId);
    if (game.maintenance)
      throw badRequest('game.maintenance', 'Game under maintenance, please try another game');
    params.set('nodeId', String(game.nodeId));
    if (ctx.member) remember(ctx.state.recent, ctx.member.id, game.nodeId);
    // A seamless game's vendor on a host of its own, which the portal may not frame (scenario seamlessHost).
    if (seamlessVendors.has(game.vassalage) && ctx.state.scenario.seamlessHost === 'foreign') {
      const url = `${FOREIGN_GAME_HOST}/launch/play?${params.toString()}`;
      return { content: { game_url: url }, gameUrl: url };
    }
  }
  // The newer field is a path on a launch host (the client picks one of launchGameCDNs); the older field
  // is the full address, as builds that read it expect.
  const path = `/launch/play?${params.toString()}`;
  return { content: { game_url: path }, gameUrl: `${ctx.origin}/__cdn${path}` };
}

const roomNames = ['Beginner', 'Standard', 'Advanced', 'VIP'];

export const launchHandlers = callGroup(
  handle(launchGame, (ctx) => launch(ctx, false)),
  // Not marked (T): a free-trial start (accountType 0) works without a session; real play needs one.
  handle(launchGameFB, (ctx) => launch(ctx, true), { alsoMethods: ['post'] }),
  handle(
    pvpRooms,
    (ctx) => {
      const game = findGame(firstField(inputs(ctx), 'nodeId', 'gameId'));
      return {
        list: roomNames.map((roomName, i) => ({
          roomId: (game.roomId ?? game.nodeId * 10) + i,
          roomName,
          minBet: game.minBet * 10 ** i,
          maxBet: game.minBet * 10 ** (i + 2),
          onlinePlayers: 12 + ((game.nodeId * (i + 3)) % 180),
        })),
      };
    },
    { alsoMethods: ['post'] },
  ),
);
