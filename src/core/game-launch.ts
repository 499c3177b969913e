import { env } from '@/config/env';
import { currentLanguage } from '@/i18n';
import type { GameRef } from '@/lib/game-ref';
import { GAME_CLIENT_TYPE } from './api/game-client-type';
import { fetchLaunchGameUrl } from './api/launch-game';
import { fetchLaunchGameFBUrl } from './api/launch-game-fb';
import { fetchTrialLaunchUrl } from './api/trial-launch';
import { useSessionStore } from './session-store';

export interface StartGameOptions {
  /** A demo round: accountType 0; a visitor's goes through the trial launcher, without a session. */
  freeTrial?: boolean;
  /** The PVP room chosen in the rooms popup. */
  roomId?: string;
}

/**
 * The one set of launch parameters (spec 5 2.10: the member centre's launcher and a live launch of a JILI
 * slot), for a game in a tab, on the seamless page and, with its own fields on top, a lottery: `gameId` is the
 * game's code and `nodeId` its node, `username` the logged-in account. A list that names only the node (the
 * winner board, a banner) sends no gameId rather than a wrong one.
 */
export function launchParams(game: GameRef, options: StartGameOptions = {}) {
  const roomId = options.roomId ?? (game.gameType.toUpperCase() === 'PVP' ? undefined : game.roomId);
  return {
    confirmTrans: 0,
    launchMode: 'GLS',
    platform: 'html5',
    clientType: GAME_CLIENT_TYPE,
    gameId: game.gameCode || undefined,
    nodeId: game.nodeId,
    accountType: options.freeTrial === true ? 0 : 1,
    vassalage: game.vassalage,
    // Until member info is in (a reload), the account is not known: the token alone names it.
    username: useSessionStore.getState().identity?.account,
    language: currentLanguage(),
    webView: false,
    isCoin: false,
    roomId: roomId ?? undefined,
  };
}

/**
 * Asks the platform for one game's address (the launch answer, not yet put on a launch host): the one
 * launch of a game start, whether the game then opens in a tab of its own or inside the seamless page.
 * A visitor's free trial needs no session: it goes to the trial launcher with no token.
 */
export function fetchGameUrl(game: GameRef, options: StartGameOptions = {}): Promise<string> {
  if (options.freeTrial === true && !useSessionStore.getState().token) {
    const { gameId, nodeId, platform } = launchParams(game, options);
    return fetchTrialLaunchUrl({ gameId, nodeId, platform });
  }
  const params = launchParams(game, options);
  return env.VITE_GAME_LAUNCH_CALL === 'game-launch-fb'
    ? fetchLaunchGameFBUrl(params)
    : fetchLaunchGameUrl(params);
}
