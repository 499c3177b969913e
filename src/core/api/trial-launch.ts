import { endpoint, relay, request } from '@/api';
import { gameUrlOf, launchedGame } from './launched-game';

/**
 * A visitor's free trial: the member centre's launcher for someone with no session (spec 5 2.10), sent with
 * no token and no module id.
 */
export const gameTrialLaunch = endpoint({
  name: 'gameTrialLaunch',
  link: relay('GCS_gameTrialLaunch'),
  moduleId: null,
  method: 'GET',
  token: 'none',
  source: 'reference',
  response: launchedGame,
});

export interface TrialLaunchParams {
  gameId: string | undefined;
  nodeId: string;
  platform: string;
}

export async function fetchTrialLaunchUrl(params: TrialLaunchParams): Promise<string> {
  return gameUrlOf(await request(gameTrialLaunch, { params: { ...params } }));
}
