import { endpoint, relay, request, type RequestOptions } from '@/api';
import { gameUrlOf, launchedGame } from './launched-game';

/**
 * Spec 1's launcher, which no platform client is seen calling: kept behind VITE_GAME_LAUNCH_CALL=game-launch-fb
 * for a backend that wants it (decision 046). The reference sends it no module id.
 */
export const launchGameFB = endpoint({
  name: 'launchGameFB',
  link: relay('GCS_gameLaunchFB'),
  moduleId: null,
  method: 'GET',
  token: 'optional',
  source: 'reference',
  response: launchedGame,
});

export async function fetchLaunchGameFBUrl(params: RequestOptions['params']): Promise<string> {
  return gameUrlOf(await request(launchGameFB, { params }));
}
