import { endpoint, request, type RequestOptions } from '@/api';
import { launchedGame } from './launched-game';

/** The platform's own launcher: PVP games and lotteries (the reference's pvp.launchGame and lottLabby). */
export const launchGame = endpoint({
  name: 'launchGame',
  link: '/wps/game/launchGame',
  moduleId: 'GAMELO3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: launchedGame,
});

/** The game address of one launch; its params are the caller's (a game start, a lottery start). */
export async function fetchLaunchGameUrl(params: RequestOptions['params']): Promise<string> {
  return (await request(launchGame, { params })).gameUrl;
}
