import { endpoint, relay, request } from '@/api';
import { currentLanguage } from '@/i18n';
import { winnerBoardAnswer, winnerBoardParams, type Winner } from './winner';

/** The winners board as the reference asks it (VITE_WINNERS_BOARD_CALL=winner-board). */
export const winnerBoard = endpoint({
  name: 'winnerBoard',
  link: relay('ODSFE2_getWinnerBoard'),
  moduleId: 'COMM3',
  method: 'GET',
  token: 'none',
  source: 'reference',
  response: winnerBoardAnswer,
});

export async function fetchWinnerBoard(signal?: AbortSignal): Promise<Winner[]> {
  const answer = await request(winnerBoard, { params: winnerBoardParams(currentLanguage()), signal });
  return answer.list.map((entry) => entry.vo);
}
