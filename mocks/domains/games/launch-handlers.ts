import { launchGame } from '@/core/api/launch-game';
import { launchGameFB } from '@/core/api/launch-game-fb';
import { gameTrialLaunch } from '@/core/api/trial-launch';
import { pvpRooms } from '@/features/pvp-rooms/api/pvp-rooms';
import { callGroup, handle, type CallContext } from '../../protocol/define-call';
import { badRequest, MockFailure } from '../../protocol/mock-failure';
import { gameCatalogue } from './game-catalogue';
import { findGame } from './game-lookup';
import { FOREIGN_GAME_HOST, seamlessVendors } from './vendors';
import { firstField, inputs } from '../../protocol/inputs';
import type { Payload } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import type { GameRecord } from './game-types';
import { isTrial } from '../members/members';
import { refusePlayOverLimits } from '../safer-gambling/limit-checks';
import { MAIN_WALLET_ID } from '../money/wallets';

const RECENT_LIMIT = 50;

function remember(recent: Map<number, number[]>, memberId: number, nodeId: number): void {
  const list = (recent.get(memberId) ?? []).filter((id) => id !== nodeId);
  recent.set(memberId, [nodeId, ...list].slice(0, RECENT_LIMIT));
}

/** Which launcher a start came through: they answer alike, they differ in what they ask of the caller. */
type Launcher = 'launchGame' | 'gameLaunchFB' | 'trial';

/**
 * The game a launch names (spec 5 2.10): `gameId` is the game's code and `nodeId` its node, and both must
 * name the same game. A missing gameId is not refused (lists that give no code start a game by its node), a
 * wrong one is; a vendor card may name its game by code alone.
 */
function namedGame(input: Payload): GameRecord {
  const gameId = firstField(input, 'gameId', 'gameCode');
  const nodeId = firstField(input, 'nodeId');
  if (!gameId) return findGame(nodeId);
  const game = gameCatalogue().games.find((g) => g.gameCode === gameId);
  if (!game) throw badRequest('game.not.found', `No game has the code ${gameId}`);
  if (nodeId && nodeId !== String(game.nodeId)) {
    throw badRequest('game.node.mismatch', `Game ${gameId} is not node ${nodeId}`);
  }
  return game;
}

/** The refusals the scenario makes reachable, in the order the platform would meet them. */
function refuseByScenario(
  ctx: CallContext,
  game: GameRecord,
  demo: boolean,
): { resType: 1; content: unknown } | null {
  const { vendorMaintenance, unfinishedGame, launchMinimumBalance } = ctx.state.scenario;
  if (vendorMaintenance && vendorMaintenance.vassalage === game.vassalage) {
    const now = mockNow(ctx.state);
    const content = {
      data: { maintainTime: now - 30 * 60_000, endTime: vendorMaintenance.endTime ?? now + 2 * 3_600_000 },
    };
    // resType 1 comes inside a success envelope; the code inside a failure that carries the same window.
    if (vendorMaintenance.answer === 'resType') return { resType: 1, content };
    throw badRequest('vendor_under_maintenance', `${game.vassalage} is under maintenance`, {
      resType: 1,
      content,
    });
  }
  if (demo || !ctx.member) return null;
  if (unfinishedGame !== null && unfinishedGame !== game.nodeId) {
    throw badRequest('#734', 'The previous game has not finished');
  }
  const main = ctx.member.balances.find((b) => b.accountTypeId === MAIN_WALLET_ID)?.cents ?? 0;
  if (launchMinimumBalance !== null && main < Math.round(launchMinimumBalance * 100)) {
    throw badRequest('launch_game_balance_not_enough', 'Insufficient balance to launch the game');
  }
  return null;
}

/** Builds `value.content.game_url` (a path on a launch host) and the older `value.gameUrl` (a full address). */
function launch(ctx: CallContext, launcher: Launcher) {
  const input = inputs(ctx);
  // The live site answers a launch without launchMode HTTP 500 #727 (spec 5 2.10, go444's finding).
  if (launcher === 'launchGame' && firstField(input, 'launchMode') === '') {
    throw new MockFailure(500, '#727', 'System busy, please try again later');
  }
  const demo =
    launcher === 'trial' ||
    firstField(input, 'accountType') === '0' ||
    firstField(input, 'freeTrial', 'isFreeTrial') === 'true';
  if (!ctx.member && !(launcher !== 'launchGame' && demo)) {
    throw new MockFailure(401, 'login.not.session', 'Not logged in, please log in');
  }
  // The account the launch names must be the session's (the member centre sends memberInfo.account).
  const username = firstField(input, 'username');
  if (ctx.member && username !== '' && username.toLowerCase() !== ctx.member.account.toLowerCase()) {
    throw badRequest('launch.username.mismatch', 'The account does not match the session');
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
    const notice = game ? refuseByScenario(ctx, game, demo) : null;
    if (notice) return notice;
    params.set('lotto', code || 'LOBBY');
    params.set('prizeMode', firstField(input, 'lottoPrizeMode') || 'LOTT');
    params.set('view', firstField(input, 'lottoView') || 'lobby');
    if (game) params.set('nodeId', String(game.nodeId));
  } else {
    const game = namedGame(input);
    if (game.maintenance)
      throw badRequest('game.maintenance', 'Game under maintenance, please try another game');
    const notice = refuseByScenario(ctx, game, demo);
    if (notice) return notice;
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
  // GET only: the live site answers POST #459 http_method_not_support (spec 5 2.10).
  handle(launchGame, (ctx) => launch(ctx, 'launchGame')),
  // Not marked (T): a free-trial start (accountType 0) works without a session; real play needs one.
  handle(launchGameFB, (ctx) => launch(ctx, 'gameLaunchFB'), { alsoMethods: ['post'] }),
  // A visitor's free trial: no token, no module id (spec 5 2.10); a held session is not read.
  handle(gameTrialLaunch, (ctx) => launch({ ...ctx, member: null }, 'trial')),
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
