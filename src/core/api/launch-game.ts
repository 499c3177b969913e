import { endpoint, request, type RequestOptions } from '@/api';
import { gameUrlOf, launchedGame } from './launched-game';

/**
 * The platform's launcher of every game kind (spec 5 2.10: the member centre starts them all here, and a live
 * script a JILI slot): GET only, and `launchMode` is required (without it the live site answers HTTP 500 #727).
 */
export const launchGame = endpoint({
  name: 'launchGame',
  link: '/wps/game/launchGame',
  moduleId: 'GAMELO3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: launchedGame,
});

/** The game address of one launch; its params are the caller's (core's launchParams, a lottery's). */
export async function fetchLaunchGameUrl(params: RequestOptions['params']): Promise<string> {
  return gameUrlOf(await request(launchGame, { params }));
}
