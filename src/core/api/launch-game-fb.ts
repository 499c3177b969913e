import { endpoint, relay, request, type RequestOptions } from '@/api';
import { launchedGame } from './launched-game';

/**
 * Every other game's launcher. The reference sends it no module id and no token flag; a free-trial round
 * starts without a session, so the token goes only when held.
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
  return (await request(launchGameFB, { params })).gameUrl;
}
