import { currentLanguage } from '@/i18n';
import type { GameRef } from '@/lib/game-ref';
import { GAME_CLIENT_TYPE } from './api/game-client-type';
import { fetchLaunchGameUrl } from './api/launch-game';
import { fetchLaunchGameFBUrl } from './api/launch-game-fb';

/** Game types the platform starts through /wps/game/launchGame (product rules: calls the public site makes); the rest use GCS_gameLaunchFB. */
const LAUNCH_GAME_TYPES = new Set(['PVP', 'LOTT', 'ELOTT']);

export interface StartGameOptions {
  /** A demo round: no real account is needed and the launch carries accountType 0. */
  freeTrial?: boolean;
  /** The PVP room chosen in the rooms popup. */
  roomId?: string;
}

/** Whether the game starts through launchGame, which needs a session even for a demo round. */
export const launchesThroughLaunchGame = (game: GameRef): boolean =>
  LAUNCH_GAME_TYPES.has(game.gameType.toUpperCase());

/**
 * Asks the platform for one game's address (the launch answer, not yet put on a launch host): the one
 * launch of a game start, whether the game then opens in a tab of its own or inside the seamless page.
 */
export function fetchGameUrl(game: GameRef, options: StartGameOptions = {}): Promise<string> {
  const freeTrial = options.freeTrial === true;
  const gameType = game.gameType.toUpperCase();
  const params = {
    launchMode: 'GLS',
    accountType: freeTrial ? 0 : 1,
    gameId: game.nodeId,
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType,
    gameCode: game.gameCode ?? undefined,
    roomId: options.roomId ?? (gameType === 'PVP' ? undefined : (game.roomId ?? undefined)),
    platform: 'html5',
    clientType: GAME_CLIENT_TYPE,
    language: currentLanguage(),
  };
  return launchesThroughLaunchGame(game) ? fetchLaunchGameUrl(params) : fetchLaunchGameFBUrl(params);
}
